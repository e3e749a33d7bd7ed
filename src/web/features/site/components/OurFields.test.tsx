import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShownPhoto } from '../../../../contract/photos';
import { api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { puppyPaddock, topField, twoFields } from '../../../testing/testPark';
import { AboutPage } from './AboutPage';

const pupsPlaying: ShownPhoto = {
  id: 7,
  alt: 'Two puppies in the long grass',
  caption: '',
  width: 1600,
  height: 1067,
  avif: '/photos/a.avif 480w',
  webp: '/photos/a.webp 480w',
  jpeg: '/photos/a.jpg 480w',
  src: '/photos/a.jpg',
};

function renderAbout(park = twoFields) {
  // The owner's words are not what these tests are about: they stay loading.
  api.get.mockReturnValue(never());
  return renderWithApi(<AboutPage />, { park });
}

describe('the fields on the About page', () => {
  it('When the park has two open fields, then each shows its size, dogs, lengths, price from, words, prices and photos', () => {
    renderAbout({ fields: [topField, { ...puppyPaddock, photos: [pupsPlaying] }] });
    const fields = screen.getByRole('region', { name: 'Our fields' });
    const puppy = within(fields).getByRole('article', { name: 'Puppy paddock' });
    expect(within(puppy).getByText('Half an acre')).toBeInTheDocument();
    expect(within(puppy).getByText('Up to 4 dogs')).toBeInTheDocument();
    expect(within(puppy).getByText('Sessions of 45 minutes or 2 hours')).toBeInTheDocument();
    expect(within(puppy).getByText('From £5.00')).toBeInTheDocument();
    expect(
      within(puppy).getByText('Small and quiet: good for puppies and nervous dogs.'),
    ).toBeInTheDocument();
    expect(within(puppy).getByRole('list', { name: 'Prices on Puppy paddock' })).toHaveTextContent(
      '3-4 dogs 45 min £7.00 / 2 hr £16.00',
    );
    expect(
      within(puppy).getByRole('img', { name: 'Two puppies in the long grass' }),
    ).toBeInTheDocument();

    // A field with no photos has no gallery rather than pictures of somewhere else.
    const top = within(fields).getByRole('article', { name: 'Top field' });
    expect(within(top).getByText('Two acres')).toBeInTheDocument();
    expect(within(top).queryByRole('list', { name: /^Pictures of/ })).not.toBeInTheDocument();
  });

  it('When the park has one field, then no field is shown or named', () => {
    renderAbout({});
    expect(screen.queryByRole('region', { name: 'Our fields' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Main field/)).not.toBeInTheDocument();
  });

  it('When the second field is retired, then no field is shown', () => {
    renderAbout({ fields: [topField, { ...puppyPaddock, retired: true }] });
    expect(screen.queryByRole('region', { name: 'Our fields' })).not.toBeInTheDocument();
  });
});
