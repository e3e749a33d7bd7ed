import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShownPhoto } from '../../contract/photos';
import { homePictures } from '../images';
import { ImageGallery } from './ImageGallery';

const hash = (n: number) => String(n).repeat(64);

const gate: ShownPhoto = {
  id: 7,
  alt: 'The keypad gate in the tall wooden fence',
  caption: 'The gate',
  width: 2400,
  height: 1600,
  avif: `/photos/${hash(1)}.avif 480w, /photos/${hash(2)}.avif 960w`,
  webp: `/photos/${hash(3)}.webp 480w, /photos/${hash(4)}.webp 960w`,
  jpeg: `/photos/${hash(5)}.jpg 480w, /photos/${hash(6)}.jpg 960w`,
  src: `/photos/${hash(6)}.jpg`,
};

const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');

describe('a gallery', () => {
  it('When its place has no photos, then it shows our artwork', () => {
    render(<ImageGallery pictures={homePictures} photos={[]} label="Pictures" />);
    expect(thumbnails()).toHaveLength(6);
    expect(document.querySelector('picture')).toBeNull();
  });

  it('When its place has photos, then each is a lazy <picture> offering AVIF, then WebP, then JPEG', () => {
    render(<ImageGallery pictures={homePictures} photos={[gate]} label="Pictures" />);
    expect(thumbnails()).toHaveLength(1);
    const [thumbnail] = thumbnails();
    expect(thumbnail).toHaveTextContent('The gate');
    const image = within(thumbnail as HTMLElement).getByRole('img', { name: gate.alt });
    expect(image).toHaveAttribute('src', gate.src);
    expect(image).toHaveAttribute('srcset', gate.jpeg);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['2400', '1600']);
    const sources = [...(image.closest('picture')?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.type, source.srcset])).toEqual([
      ['image/avif', gate.avif],
      ['image/webp', gate.webp],
    ]);
    expect(sources.every((source) => source.sizes === image.getAttribute('sizes'))).toBe(true);
  });

  it('When a photo is opened, then the enlarged view shows it at once, named by its caption', async () => {
    const user = userEvent.setup();
    render(<ImageGallery pictures={homePictures} photos={[gate]} label="Pictures" />);
    await user.click(thumbnails()[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'The gate' });
    const image = within(dialog).getByRole('img', { name: gate.alt });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();
  });
});
