import { type InputHTMLAttributes, useId } from 'react';
import styles from './forms.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  hint?: string;
  onChange: (value: string) => void;
}

/** A labelled input with an optional hint tied to it for screen readers. */
export function Field({ label, hint, onChange, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** An error in the seed's red, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** Something done, said politely when it appears; its mark means it never rests on colour. */
export function FormSuccess({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.success} role="status">
      {message}
    </p>
  );
}

export { styles as formStyles };
