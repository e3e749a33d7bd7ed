import { type ReactNode, useId } from 'react';
import styles from './forms.module.css';

interface Props {
  label: ReactNode;
  note?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled tick box, its note tied to it for screen readers. */
export function CheckField({ label, note, checked, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={note ? `${id}-note` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {note && (
        <p id={`${id}-note`} className={styles.checkNote}>
          {note}
        </p>
      )}
    </div>
  );
}
