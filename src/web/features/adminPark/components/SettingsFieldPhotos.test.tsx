import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photosApi } from '../../../../contract/api/owner';
import { siteApi } from '../../../../contract/api/site';
import type { AdminPhoto, AdminPhotos, ShownPhoto } from '../../../../contract/photos';
import { addressOf } from '../../../api/call';
import { answer, api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { parkAnswer, puppyPaddock, twoFields } from '../../../testing/testPark';
import { photosQuery } from '../api/photosApi';
import { SettingsPhotosSection } from './SettingsPhotosSection';

const pond: AdminPhoto = {
  id: 4,
  alt: 'The pond',
  width: 2400,
  height: 1600,
  addedAt: '2025-05-01T08:00:00.000Z',
  addedBy: 'owner@meadowpaddock.example',
  thumbnail: `/photos/${'4'.repeat(64)}.jpg`,
};

const shownPond: ShownPhoto = {
  id: 4,
  alt: 'The pond',
  caption: 'The pond in May',
  width: 2400,
  height: 1600,
  avif: `/photos/${'a'.repeat(64)}.avif 480w`,
  webp: `/photos/${'b'.repeat(64)}.webp 480w`,
  jpeg: `/photos/${'c'.repeat(64)}.jpg 480w`,
  src: `/photos/${'c'.repeat(64)}.jpg`,
};

const data: AdminPhotos = {
  photos: [pond],
  places: { 'home-hero': [], 'home-gallery': [], 'about-field': [], 'about-facilities': [] },
};

function renderSection(park = twoFields) {
  return renderWithApi(<SettingsPhotosSection />, {
    park,
    known: (client) => client.setQueryData(photosQuery().queryKey, data),
  });
}

describe("the Photos section's place for each field", () => {
  it('When the park has one field, then no field has a place of its own', () => {
    renderSection({});
    expect(screen.queryByRole('group', { name: /^Field: / })).not.toBeInTheDocument();
  });

  it('When the owner puts a photo on the second field, then it goes to that field with its caption', async () => {
    const withPond = { ...puppyPaddock, photos: [shownPond] };
    answer(photosApi.setFieldPlace, { params: { id: 2 } }, { fieldId: 2, photos: [shownPond] });
    answer(siteApi.park, parkAnswer({ fields: [twoFields.fields?.[0] ?? puppyPaddock, withPond] }));
    const { user } = renderSection();
    expect(screen.getByRole('group', { name: 'Field: Top field' })).toBeInTheDocument();
    const place = within(screen.getByRole('group', { name: 'Field: Puppy paddock' }));
    await user.selectOptions(
      place.getByLabelText('Add a photo to Field: Puppy paddock'),
      '#4 The pond',
    );
    await user.click(place.getByRole('button', { name: 'Add' }));
    await user.type(place.getByLabelText('Caption for photo #4'), 'The pond in May');
    await user.click(place.getByRole('button', { name: 'Save field: Puppy paddock' }));

    expect(api.post).toHaveBeenCalledWith(
      addressOf(photosApi.setFieldPlace, { params: { id: 2 } }),
      { photos: [{ photoId: 4, caption: 'The pond in May' }] },
    );
    expect(await place.findByRole('status')).toHaveTextContent('Saved: the pages show it now.');
    expect(place.getByLabelText('Caption for photo #4')).toHaveValue('The pond in May');
  });
});
