import type { ParkPhotos, ShownPhoto } from '../../contract/photos';
import type { EmailPicture, EmailSender } from './render';

/** The park's first photo: the home page's banner, else the first of a gallery's. */
const PLACES_IN_ORDER = ['home-hero', 'home-gallery', 'about-field', 'about-facilities'] as const;

/** The box the picture fits in: as wide as a phone's e-mail, no taller than a banner. */
const MAX_WIDTH = 480;
const MAX_HEIGHT = 240;

/** The narrowest JPEG of a photo ('/photos/….jpg 480w, …' lists them narrowest first). */
function smallestJpeg(photo: ShownPhoto): { path: string; width: number } | null {
  const [first] = photo.jpeg.split(', ');
  const [path, width] = (first ?? '').split(' ');
  if (!path || !width) return null;
  return { path, width: Number.parseInt(width, 10) };
}

/**
 * The picture at the top of the park's e-mails (decision 120): its first photo, the small JPEG
 * every mail client shows, at an absolute address, sized to fit the e-mail; null with no photo.
 */
export function emailPicture(photos: ParkPhotos, publicUrl: string): EmailPicture | null {
  const photo = PLACES_IN_ORDER.map((place) => photos[place][0]).find(Boolean);
  const jpeg = photo && smallestJpeg(photo);
  if (!photo || !jpeg) return null;
  const aspect = photo.height / photo.width;
  const width = Math.round(Math.min(jpeg.width, MAX_WIDTH, MAX_HEIGHT / aspect));
  return { src: `${publicUrl}${jpeg.path}`, width, height: Math.round(width * aspect) };
}

/** The park as far as its e-mails need it. */
export interface SendingPark {
  name: string;
  phone: string;
  email: string;
  addressLines: readonly string[];
  photos: ParkPhotos;
}

/** Who signs the park's e-mails, and what their top and foot show of it. */
export function emailSenderOf(park: SendingPark, publicUrl: string): EmailSender {
  return {
    parkName: park.name,
    phone: park.phone,
    email: park.email,
    address: park.addressLines.join(', '),
    website: publicUrl,
    picture: emailPicture(park.photos, publicUrl),
  };
}
