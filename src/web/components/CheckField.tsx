import { type ReactNode, useId } from 'react';
import styles from './forms.module.css';

interface Props {
  label: ReactNode;
  note?: ReactNode;
  /** Said beside the box, in the seed's red, when it must be ticked and is not. */
  error?: string | null | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled tick box, its note tied to it for screen readers. */
export function CheckField({ label, note, error, checked, onChange }: Props) {
  const id = useId();
  const described = [note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {note && (
        <p id={`${id}-note`} className={styles.checkNote}>
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
