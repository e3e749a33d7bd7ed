import { z } from 'zod';

/** Where a photo can stand on the public pages; any place with none keeps our artwork. */
export const PHOTO_PLACES = [
  'home-hero',
  'home-gallery',
  'about-field',
  'about-facilities',
] as const;
export type PhotoPlace = (typeof PHOTO_PLACES)[number];

/**
 * A photo as a page shows it: `<picture>` sources for each format (a srcset of its widths),
 * the JPEG for the `<img>` itself, its size for layout and its alt text (required).
 */
export const shownPhotoSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  /** The place's caption (the home gallery's); empty elsewhere. */
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** e.g. '/photos/ab12….avif 480w, /photos/cd34….avif 960w' */
  avif: z.string(),
  webp: z.string(),
  jpeg: z.string(),
  /** The middle-sized JPEG, for the `<img>` src. */
  src: z.string(),
});
export type ShownPhoto = z.infer<typeof shownPhotoSchema>;

/** The photos of each place, in the owner's order. */
export const parkPhotosSchema = z.object({
  'home-hero': z.array(shownPhotoSchema),
  'home-gallery': z.array(shownPhotoSchema),
  'about-field': z.array(shownPhotoSchema),
  'about-facilities': z.array(shownPhotoSchema),
});
export type ParkPhotos = z.infer<typeof parkPhotosSchema>;

export const noPhotos: ParkPhotos = {
  'home-hero': [],
  'home-gallery': [],
  'about-field': [],
  'about-facilities': [],
};
