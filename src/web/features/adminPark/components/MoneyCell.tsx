import { useId } from 'react';
import { formStyles } from '../../../components/Field';
import styles from './settings.module.css';

// A table cell holding an amount in pounds, as the Prices section and a field's prices have it.

interface CellProps {
  /** Its row and column in one ('1-4 dogs, 1 hour'), for screen readers and tests. */
  label: string;
  value: string;
  error: string | null;
  onChange: (pounds: string) => void;
}

export function MoneyCell({ label, value, error, onChange }: CellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <td>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className={styles.money}>
        <span aria-hidden="true">£</span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </td>
  );
}
