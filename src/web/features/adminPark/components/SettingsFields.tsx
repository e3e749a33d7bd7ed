import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { formStyles } from '../../../components/Field';
import styles from './settings.module.css';

/** The hint and error under an input, and the ids that tie them to it. */
function useDescriptions(hint: ReactNode | undefined, error: string | null | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    aria: {
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
    },
    under: (
      <>
        {hint && (
          <p id={hintId} className={formStyles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className={formStyles.error}>
            {error}
          </p>
        )}
      </>
    ),
  };
}

interface Described {
  label: string;
  hint?: ReactNode;
  /** The refusal of this field, in the schema's or the server's words. */
  error?: string | null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>;

/** A labelled box with its hint and, when refused, the reason right under it. */
export function SettingsField({
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: Described & InputProps & { value: string; onChange: (value: string) => void }) {
  const { id, aria, under } = useDescriptions(hint, error);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...aria}
        {...input}
      />
      {under}
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'>;

export function SettingsTextArea({
  label,
  hint,
  error,
  value,
  onChange,
  ...area
}: Described & TextAreaProps & { value: string; onChange: (value: string) => void }) {
  const { id, aria, under } = useDescriptions(hint, error);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...aria}
        {...area}
      />
      {under}
    </div>
  );
}

/** A checkbox with its label beside it (a tap on either toggles it). */
export function SettingsCheckbox({
  label,
  hint,
  error,
  checked,
  onChange,
}: Described & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, aria, under } = useDescriptions(hint, error);
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...aria}
      />
      <label htmlFor={id}>{label}</label>
      <div className={styles.checkNotes}>{under}</div>
    </div>
  );
}
