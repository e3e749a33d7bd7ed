import type { ReactNode } from 'react';
import { FieldError, useDescribedControl } from './Field';
import styles from './forms.module.css';

interface Props {
  label: ReactNode;
  note?: ReactNode;
  checked: boolean;
  /** Why the box must be ticked, shown beside it; none when null. */
  error?: string | null | undefined;
  onChange: (checked: boolean) => void;
}

/** A labelled tick box, its note and error tied to it for screen readers. */
export function CheckField({ label, note, checked, error, onChange }: Props) {
  const { control, hintId, errorId } = useDescribedControl({ hint: note, error });
  return (
    <div className={styles.check}>
      <input
        {...control}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={control.id}>{label}</label>
      <FieldError id={errorId} message={error} className={styles.checkError} />
      {note && (
        <p id={hintId} className={styles.checkNote}>
          {note}
        </p>
      )}
    </div>
  );
}
