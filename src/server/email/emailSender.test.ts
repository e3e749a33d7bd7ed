import { describe, expect, it } from 'vitest';
import { noPhotos, type ShownPhoto } from '../../contract/photos';
import { emailPicture } from './emailSender';

function photo(id: number, width: number, height: number, jpeg: string): ShownPhoto {
  return { id, alt: 'A field', caption: '', width, height, avif: '', webp: '', jpeg, src: '' };
}

const landscape = photo(
  1,
  2400,
  1600,
  '/photos/a.jpg 480w, /photos/b.jpg 960w, /photos/c.jpg 1600w',
);

describe('emailPicture', () => {
  it('is the home banner as its smallest JPEG, at the public address, no taller than 240', () => {
    const photos = { ...noPhotos, 'home-hero': [landscape] };
    expect(emailPicture(photos, 'https://meadow.example')).toEqual({
      src: 'https://meadow.example/photos/a.jpg',
      width: 360,
      height: 240,
    });
  });

  it("is a gallery's first photo where there is no banner, a tall one narrowed to fit", () => {
    const tall = photo(2, 1000, 2000, '/photos/t.jpg 480w, /photos/u.jpg 960w');
    const photos = { ...noPhotos, 'home-gallery': [tall, landscape] };
    expect(emailPicture(photos, 'https://meadow.example')).toEqual({
      src: 'https://meadow.example/photos/t.jpg',
      width: 120,
      height: 240,
    });
  });

  it('keeps a small photo at its own size', () => {
    const small = photo(3, 300, 100, '/photos/s.jpg 300w');
    const photos = { ...noPhotos, 'about-facilities': [small] };
    expect(emailPicture(photos, 'https://meadow.example')?.width).toBe(300);
  });

  it('is nothing when the park has no photo', () => {
    expect(emailPicture(noPhotos, 'https://meadow.example')).toBeNull();
  });
});
