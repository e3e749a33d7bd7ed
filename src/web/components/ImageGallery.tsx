import { useRef, useState } from 'react';
import type { Picture } from '../images';
import { ImageDialog } from './ImageDialog';
import styles from './ImageGallery.module.css';

/** Thumbnails that each open an enlarged view; focus goes back to the thumbnail on close. */
export function ImageGallery({ pictures, label }: { pictures: readonly Picture[]; label: string }) {
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
        {pictures.map((picture, index) => (
          <li key={picture.src}>
            <button
              type="button"
              className={styles.thumb}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              onClick={() => setOpenIndex(index)}
              aria-haspopup="dialog"
            >
              <img
                src={picture.src}
                alt={picture.alt}
                width={picture.width}
                height={picture.height}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.caption}>{picture.caption}</span>
            </button>
          </li>
        ))}
      </ul>
      <ImageDialog
        picture={openIndex === null ? null : (pictures[openIndex] ?? null)}
        onClose={close}
      />
    </>
  );
}
