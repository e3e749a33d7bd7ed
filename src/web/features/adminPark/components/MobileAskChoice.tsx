import { useId } from 'react';
import type { MobileAsk } from '../../../../domain/contact';
import styles from './settings.module.css';

const CHOICES: readonly { ask: MobileAsk; label: string }[] = [
  { ask: 'off', label: 'No' },
  { ask: 'optional', label: 'Yes, and they may leave it out' },
  { ask: 'required', label: 'Yes, and they must give one' },
];

/**
 * Whether a customer's first booking asks for their mobile (decision 118). Their name is always
 * asked; staff see both from the next issue on.
 */
export function MobileAskChoice({
  value,
  onChange,
}: {
  value: MobileAsk;
  onChange: (ask: MobileAsk) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.group} aria-describedby={`${name}-hint`}>
      <legend>Ask customers for a mobile number</legend>
      <p id={`${name}-hint`} className={styles.note}>
        Asked with their name at their first booking, "so the park can reach you on the day". They
        can change both on their account page.
      </p>
      {CHOICES.map(({ ask, label }) => (
        <div key={ask} className={styles.check}>
          <input
            id={`${name}-${ask}`}
            type="radio"
            name={name}
            className={styles.tick}
            checked={value === ask}
            onChange={() => onChange(ask)}
          />
          <label htmlFor={`${name}-${ask}`}>{label}</label>
        </div>
      ))}
    </fieldset>
  );
}
