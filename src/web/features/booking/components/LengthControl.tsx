import { useId } from 'react';
import { lengthInWords } from '../../../../domain/fieldSales';
import { formStyles } from '../../../components/Field';
import styles from './booking.module.css';
import { lengthOnButton } from './sessionLengths';

/** Three segments of words such as "1 hour 30 min" would not fit a phone's screen: a list instead. */
const MOST_SEGMENTS = 2;

interface Props {
  /** The lengths the field sells. */
  steps: readonly number[];
  minutes: number;
  onMinutes: (minutes: number) => void;
}

/**
 * The slot length as segments, the one in force filled and ticked: radio buttons, so the
 * arrow keys switch and a screen reader says which is on.
 */
export function LengthControl({ steps, minutes, onMinutes }: Props) {
  const name = useId();
  const sorted = [...steps].sort((a, b) => a - b);
  if (steps.length < 2) {
    return <p className={styles.oneLength}>Slots are {lengthInWords(steps[0] ?? 30)}.</p>;
  }
  if (steps.length > MOST_SEGMENTS) {
    return (
      <div className={formStyles.field}>
        <label htmlFor={name}>Length</label>
        <select
          id={name}
          value={minutes}
          onChange={(event) => onMinutes(Number(event.target.value))}
        >
          {sorted.map((step) => (
            <option key={step} value={step}>
              {lengthInWords(step)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset className={styles.length}>
      <legend>Length</legend>
      <div className={styles.segments}>
        {sorted.map((step) => (
          <label key={step} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={step}
              checked={minutes === step}
              onChange={() => onMinutes(step)}
            />
            {minutes === step && <span aria-hidden="true">✓</span>}
            <span>{lengthOnButton(step)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
