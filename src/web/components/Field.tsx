import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './forms.module.css';

/**
 * What ties a control to its hint and its error: the control's id, its aria-describedby (the
 * error first, so it is read first) and aria-invalid while it has an error.
 */
export function useDescribedControl({ hint, error }: { hint?: ReactNode; error?: string | null }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return {
    control: {
      id,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
    },
    hintId,
    errorId,
  };
}

/**
 * A field's error, in the seed's red, right under the field. Not announced as it appears: the
 * form moves focus to the first wrong field, which reads it out as its description.
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message?: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={[styles.fieldError, className].filter(Boolean).join(' ')}>
      {message}
    </p>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  hint?: string;
  /** What is wrong with what was typed, shown beside it; none when null. */
  error?: string | null | undefined;
  onChange: (value: string) => void;
}

/** A labelled input with an optional hint and error, both tied to it for screen readers. */
export function Field({ label, hint, error, onChange, ...input }: FieldProps) {
  const { control, hintId, errorId } = useDescribedControl({ hint, error });
  return (
    <div className={styles.field}>
      <label htmlFor={control.id}>{label}</label>
      <input {...control} onChange={(event) => onChange(event.target.value)} {...input} />
      <FieldError id={errorId} message={error} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** An error of the whole form (at its foot), in the seed's red, announced when it appears. */
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
