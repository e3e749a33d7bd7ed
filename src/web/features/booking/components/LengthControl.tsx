import { useId } from 'react';
import type { SlotMinutes } from '../../../../domain/slots';
import styles from './booking.module.css';

const WORDS: Record<SlotMinutes, string> = { 30: '30 min', 60: '1 hour' };

interface Props {
  /** The lengths the park sells, shortest first. */
  steps: readonly SlotMinutes[];
  minutes: SlotMinutes;
  onMinutes: (minutes: SlotMinutes) => void;
}

/**
 * The slot length as two segments, the one in force filled and ticked: radio buttons, so the
 * arrow keys switch and a screen reader says which is on.
 */
export function LengthControl({ steps, minutes, onMinutes }: Props) {
  const name = useId();
  if (steps.length < 2) {
    return (
      <p className={styles.oneLength}>Slots are {steps[0] === 60 ? '1 hour' : '30 minutes'}.</p>
    );
  }
  return (
    <fieldset className={styles.length}>
      <legend>Length</legend>
      <div className={styles.segments}>
        {[...steps]
          .sort((a, b) => a - b)
          .map((step) => (
            <label key={step} className={styles.segment}>
              <input
                type="radio"
                name={name}
                value={step}
                checked={minutes === step}
                onChange={() => onMinutes(step)}
              />
              {minutes === step && <span aria-hidden="true">✓</span>}
              <span>{WORDS[step]}</span>
            </label>
          ))}
      </div>
    </fieldset>
  );
}
