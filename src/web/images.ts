import type { ShownPhoto } from '../contract/photos';
import about1 from './assets/images/about-1.svg';
import about2 from './assets/images/about-2.svg';
import about3 from './assets/images/about-3.svg';
import about4 from './assets/images/about-4.svg';
import about5 from './assets/images/about-5.svg';
import about6 from './assets/images/about-6.svg';
import gallery1 from './assets/images/gallery-1.svg';
import gallery2 from './assets/images/gallery-2.svg';
import gallery3 from './assets/images/gallery-3.svg';
import gallery4 from './assets/images/gallery-4.svg';
import gallery5 from './assets/images/gallery-5.svg';
import gallery6 from './assets/images/gallery-6.svg';
import poster1 from './assets/images/video-poster-1.svg';
import poster2 from './assets/images/video-poster-2.svg';

/** One of our own illustrations, with the size it was drawn at (so the page never jumps). */
export interface Picture {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/** What a gallery shows: our artwork, or the owner's photos once a place has some. */
export type GalleryPicture = Picture | ShownPhoto;

export const isPhoto = (picture: GalleryPicture): picture is ShownPhoto => 'avif' in picture;

const photo = (src: string, caption: string, alt: string): Picture => ({
  src,
  caption,
  alt,
  width: 1200,
  height: 800,
});

export const homePictures: readonly Picture[] = [
  photo(
    gallery1,
    'The field from the gate',
    'The whole grassy field seen from the gate on a bright morning, fenced all round',
  ),
  photo(
    gallery2,
    'Tall fence, rabbit-proof below',
    'Tall wooden fence posts and rails with wire rabbit mesh on the lower half, and the keypad gate',
  ),
  photo(
    gallery3,
    'Sheltered seating',
    'A small roofed wooden shelter with a bench and a dog resting underneath',
  ),
  photo(
    gallery4,
    'Parking for two cars',
    'A gravel parking area with room for two cars beside the field fence',
  ),
  photo(
    gallery5,
    'Room to play',
    'Two dogs playing tug of war with a rope toy in the middle of the field',
  ),
  photo(
    gallery6,
    'Evenings in the field',
    'The field at sunset with a dog sitting and looking at the view',
  ),
];

export const fieldPictures: readonly Picture[] = [
  photo(about1, 'Catch!', 'A dog leaping to catch a frisbee'),
  photo(about2, 'Over the log', 'A dog jumping over a log with trees behind'),
  photo(about4, 'Spring flowers', 'The field in spring with wildflowers along the hedge'),
];

export const facilitiesPictures: readonly Picture[] = [
  photo(
    about3,
    'Water and waste bins',
    'A water bowl and a waste bin with a bag dispenser by the gate',
  ),
  photo(about5, 'Open all winter', 'The field on a frosty winter morning with a dog in a coat'),
  photo(
    about6,
    'The field from above',
    "A bird's-eye view of the fenced field, the shelter, the gate and the parking",
  ),
];

export const videoPosters = [poster1, poster2] as const;
