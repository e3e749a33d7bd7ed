import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Modal.module.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A native modal dialog: Escape and a click on the backdrop close it, focus comes back after. */
export function Modal({ open, title, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // Its content fills it: only a click on the backdrop reaches the dialog itself.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way out, built in
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {open && (
        <div className={styles.body}>
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

/**
 * A dialog's buttons, kept in view at its foot while a long content (a month of days, a day
 * of slots) scrolls on a small screen.
 */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
