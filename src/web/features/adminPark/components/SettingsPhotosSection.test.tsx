import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photosApi } from '../../../../contract/api/owner';
import type { AdminPhoto, AdminPhotos } from '../../../../contract/photos';
import { addressOf } from '../../../api/call';
import { api, never, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { photosQuery } from '../api/photosApi';
import { SettingsPhotosSection } from './SettingsPhotosSection';

const photo = (id: number, alt: string): AdminPhoto => ({
  id,
  alt,
  width: 2400,
  height: 1600,
  addedAt: '2025-05-01T08:00:00.000Z',
  addedBy: 'owner@meadowpaddock.example',
  thumbnail: `/photos/${String(id).repeat(64).slice(0, 64)}.jpg`,
});

const gate = photo(1, 'The keypad gate');
const field = photo(2, 'The field at dawn');
const shelter = photo(3, 'The shelter');

const noPlaces: AdminPhotos['places'] = {
  'home-hero': [],
  'home-gallery': [],
  'about-field': [],
  'about-facilities': [],
};

function renderSection(data: AdminPhotos) {
  return renderWithApi(<SettingsPhotosSection />, {
    known: (client) => client.setQueryData(photosQuery().queryKey, data),
  });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the Photos section of the Settings tab', () => {
  it('When there are no photos yet, then it says the pages show the drawings', () => {
    renderSection({ photos: [], places: noPlaces });
    expect(screen.getByRole('heading', { level: 2, name: 'Photos' })).toHaveAttribute(
      'id',
      'settings-photos',
    );
    expect(screen.getByText('No photos yet: every page shows our drawings.')).toBeInTheDocument();
    expect(
      within(group('Home page gallery')).getByText('No photo here: our drawing shows.'),
    ).toBeInTheDocument();
  });

  it('When the owner reorders a gallery, captions it and saves, then the place goes in that order', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderSection({
      photos: [shelter, field, gate],
      places: {
        ...noPlaces,
        'home-gallery': [
          { photoId: 1, caption: 'The gate' },
          { photoId: 2, caption: '' },
        ],
      },
    });
    const gallery = group('Home page gallery');
    const save = within(gallery).getByRole('button', { name: 'Save home page gallery' });
    expect(save).toBeDisabled();
    expect(within(gallery).getByRole('button', { name: 'Move photo #1 up' })).toBeDisabled();
    expect(within(gallery).getByRole('button', { name: 'Move photo #2 down' })).toBeDisabled();

    await user.click(within(gallery).getByRole('button', { name: 'Move photo #1 down' }));
    await user.type(within(gallery).getByLabelText('Caption for photo #2'), 'Room to run');
    await user.selectOptions(
      within(gallery).getByLabelText('Add a photo to Home page gallery'),
      '#3 The shelter',
    );
    await user.click(within(gallery).getByRole('button', { name: 'Add' }));
    await user.click(within(gallery).getByRole('button', { name: 'Move photo #3 up' }));
    await user.click(save);

    expect(api.post).toHaveBeenCalledWith(
      addressOf(photosApi.setPlace, { params: { place: 'home-gallery' } }),
      {
        photos: [
          { photoId: 2, caption: 'Room to run' },
          { photoId: 3, caption: '' },
          { photoId: 1, caption: 'The gate' },
        ],
      },
    );
  });

  it('When the banner has its photo, then it offers no other and asks for no caption', () => {
    renderSection({
      photos: [field, gate],
      places: { ...noPlaces, 'home-hero': [{ photoId: 2, caption: '' }] },
    });
    const banner = group('Home page banner');
    expect(within(banner).queryByLabelText(/^Add a photo/)).not.toBeInTheDocument();
    expect(within(banner).queryByLabelText(/^Caption/)).not.toBeInTheDocument();
    expect(within(banner).getByText(/The field at dawn/)).toBeInTheDocument();
  });

  it('When the server refuses a place, then it says why', async () => {
    api.post.mockRejectedValue(refusal('photo/place-full'));
    const { user } = renderSection({ photos: [gate], places: noPlaces });
    const field = group('The field (About page)');
    await user.selectOptions(
      within(field).getByLabelText('Add a photo to The field (About page)'),
      '#1 The keypad gate',
    );
    await user.click(within(field).getByRole('button', { name: 'Add' }));
    await user.click(within(field).getByRole('button', { name: 'Save the field (About page)' }));
    expect(await within(field).findByRole('alert')).toHaveTextContent(
      'That place has room for fewer photos.',
    );
  });

  it('When the owner deletes a photo, then it asks first, and only "Yes" deletes it', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderSection({ photos: [gate], places: noPlaces });
    const row = group('Photo #1');
    await user.click(within(row).getByRole('button', { name: 'Delete photo' }));
    expect(within(row).getByRole('alert')).toHaveTextContent(
      "Delete photo #1? It is taken out of every place it stands in, and can't be brought back.",
    );
    await user.click(within(row).getByRole('button', { name: 'Keep it' }));
    expect(api.post).not.toHaveBeenCalled();
    await user.click(within(row).getByRole('button', { name: 'Delete photo' }));
    await user.click(within(row).getByRole('button', { name: 'Yes, delete it' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(photosApi.remove, { params: { id: 1 } }), {});
  });

  it('When alt text is emptied, then it is refused before anything is sent', async () => {
    const { user } = renderSection({ photos: [gate], places: noPlaces });
    const row = group('Photo #1');
    await user.clear(within(row).getByLabelText('Alt text'));
    await user.click(within(row).getByRole('button', { name: 'Save alt text' }));
    expect(
      within(row).getByText("Describe the photo for people who can't see it."),
    ).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('When an upload has no file, no alt text or a file over 20 MB, then it says so by field', async () => {
    const { user } = renderSection({ photos: [], places: noPlaces });
    const form = screen.getByRole('form', { name: 'Add a photo' });
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(within(form).getByLabelText('Photo file')).toHaveAccessibleDescription(
      /Choose a photo to upload\.$/,
    );
    expect(within(form).getByLabelText('Alt text')).toHaveAccessibleDescription(
      /Describe the photo for people who can't see it\.$/,
    );

    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(within(form).getByLabelText('Photo file'), huge);
    await user.type(within(form).getByLabelText('Alt text'), 'A dog');
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(within(form).getByLabelText('Photo file')).toHaveAccessibleDescription(
      /That photo is too large: the limit is 20 MB\.$/,
    );
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it("When the park's time zone is Pacific/Auckland, then a photo's added date is Auckland's day, not London's", () => {
    renderWithApi(<SettingsPhotosSection />, {
      park: { timeZone: 'Pacific/Auckland' },
      known: (client) =>
        client.setQueryData(photosQuery().queryKey, {
          // 21:00 on 1 May in London; 08:00 on 2 May in Auckland.
          photos: [{ ...gate, addedAt: '2025-05-01T20:00:00.000Z' }],
          places: noPlaces,
        }),
    });
    expect(screen.getByText(/2400 × 1600 pixels, added/)).toHaveTextContent(
      '2400 × 1600 pixels, added 2 May 2025 by owner@meadowpaddock.example',
    );
  });
});
