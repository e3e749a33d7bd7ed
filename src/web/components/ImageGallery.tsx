import { useRef, useState } from 'react';
import type { ShownPhoto } from '../../contract/photos';
import { type GalleryPicture, isPhoto, type Picture } from '../images';
import { ImageDialog } from './ImageDialog';
import styles from './ImageGallery.module.css';
import { GalleryImage } from './ParkPicture';

/** A thumbnail's width in the grid: a third of the content at most, half a phone's screen. */
const THUMB_SIZES = '(min-width: 68rem) 22rem, (min-width: 40rem) 33vw, 50vw';

const keyOf = (picture: GalleryPicture) => (isPhoto(picture) ? `photo-${picture.id}` : picture.src);

interface ImageGalleryProps {
  /** Our artwork, shown while the place has no photos. */
  pictures: readonly Picture[];
  /** The owner's photos for this place, in order. */
  photos?: readonly ShownPhoto[];
  label: string;
}

/** Thumbnails that each open an enlarged view; focus goes back to the thumbnail on close. */
export function ImageGallery({ pictures, photos = [], label }: ImageGalleryProps) {
  const shown: readonly GalleryPicture[] = photos.length > 0 ? photos : pictures;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const close = () => {
    const index = openIndex;
    setOpenIndex(null);
    if (index !== null) buttons.current[index]?.focus();
  };

  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {shown.map((picture, index) => (
          <li key={keyOf(picture)}>
            <button
              type="button"
              className={styles.thumb}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              onClick={() => setOpenIndex(index)}
              aria-haspopup="dialog"
            >
              <GalleryImage picture={picture} sizes={THUMB_SIZES} />
              {picture.caption && <span className={styles.caption}>{picture.caption}</span>}
            </button>
          </li>
        ))}
      </ul>
      <ImageDialog
        picture={openIndex === null ? null : (shown[openIndex] ?? null)}
        onClose={close}
      />
    </>
  );
}
