import { useEffect, useRef } from 'react';
import type { GalleryPicture } from '../images';
import styles from './ImageGallery.module.css';
import { GalleryImage } from './ParkPicture';

/** The enlarged view's width (see .dialog in ImageGallery.module.css). */
const ENLARGED_SIZES = 'min(64rem, 94vw)';

/**
 * The enlarged view, in a native modal dialog: Escape, the Close button and a click on the
 * backdrop all close it.
 */
export function ImageDialog({
  picture,
  onClose,
}: {
  picture: GalleryPicture | null;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (picture && !element.open) element.showModal();
    if (!picture && element.open) element.close();
  }, [picture]);

  return (
    // The dialog itself only receives clicks that land on its backdrop: its content fills it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way out, built in
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={picture?.caption || picture?.alt || 'Enlarged image'}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {picture && (
        <div className={styles.dialogBody}>
          <GalleryImage picture={picture} sizes={ENLARGED_SIZES} priority />
          <div className={styles.dialogBar}>
            <p>{picture.caption}</p>
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
