import { z } from 'zod';
import { singleLineText } from './fields';

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

export { HERO_SIZES } from './heroSizes';

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

// The Settings area's Photos section (super admins).

/** The largest upload: a phone's photo is a few MB; 20 MB leaves room for a big camera's. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_MEGAPIXELS = 100;
/** What the file input offers: the types a phone or a computer hands over for a photo. */
export const PHOTO_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** Each place as the owner knows it. */
export const PLACE_NAMES: Record<PhotoPlace, string> = {
  'home-hero': 'Home page banner',
  'home-gallery': 'Home page gallery',
  'about-field': 'The field (About page)',
  'about-facilities': 'Around the park (About page)',
};

/** At most this many photos stand in each place: the hero shows one. */
export const PLACE_LIMITS: Record<PhotoPlace, number> = {
  'home-hero': 1,
  'home-gallery': 12,
  'about-field': 12,
  'about-facilities': 12,
};

/** Whether a place shows captions under its photos (the galleries do; the hero has its title). */
export const placeHasCaptions = (place: PhotoPlace): boolean => place !== 'home-hero';

const notBlank = (text: string) => text.trim().length > 0;

export const altTextSchema = singleLineText(250).refine(
  notBlank,
  "Describe the photo for people who can't see it.",
);
export const captionSchema = singleLineText(120);

export const photoAltSchema = z.object({ alt: altTextSchema });
export type PhotoAlt = z.infer<typeof photoAltSchema>;

export const photoIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'expected a photo number')
    .transform(Number),
});

export const placeParamsSchema = z.object({ place: z.enum(PHOTO_PLACES) });

/** A place's photos, in the order they show, each with its caption. */
export const placePhotosSchema = z.object({
  photos: z
    .array(z.object({ photoId: z.number().int().positive(), caption: captionSchema }))
    .max(12, 'A place shows at most 12 photos.')
    .refine(
      (photos) => new Set(photos.map((photo) => photo.photoId)).size === photos.length,
      'A photo stands in a place once.',
    ),
});
export type PlacePhotos = z.infer<typeof placePhotosSchema>;

export const adminPhotoSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  addedAt: z.string(),
  addedBy: z.string(),
  /** The smallest JPEG, for the list. */
  thumbnail: z.string(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

export const placedPhotoSchema = z.object({ photoId: z.number().int(), caption: z.string() });
export type PlacedPhoto = z.infer<typeof placedPhotoSchema>;

// A field's own gallery (decision 113): a place per field, beside the park's fixed places.

/** As many photos as a gallery of the park's. */
export const FIELD_PLACE_LIMIT = 12;

/** A field's gallery as the owner knows it: 'Field: Puppy paddock'. */
export const fieldPlaceName = (fieldName: string): string => `Field: ${fieldName}`;

/** A field's gallery as it now shows, in the owner's order, captions and all. */
export const fieldPhotosSchema = z.object({
  fieldId: z.number().int(),
  photos: z.array(shownPhotoSchema),
});
export type FieldPhotos = z.infer<typeof fieldPhotosSchema>;

/** GET /api/admin/photos: every photo, newest first, and what stands in each place. */
export const adminPhotosSchema = z.object({
  photos: z.array(adminPhotoSchema),
  places: z.object({
    'home-hero': z.array(placedPhotoSchema),
    'home-gallery': z.array(placedPhotoSchema),
    'about-field': z.array(placedPhotoSchema),
    'about-facilities': z.array(placedPhotoSchema),
  }),
});
export type AdminPhotos = z.infer<typeof adminPhotosSchema>;
