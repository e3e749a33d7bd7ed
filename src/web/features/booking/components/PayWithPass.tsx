import { useId } from 'react';
import type { MyPass } from '../../../../contract/passes';
import { formatPence } from '../../../../domain/money';
import styles from './booking.module.css';

interface Props {
  /** The customer's passes that cover the band and length chosen, on the day chosen. */
  passes: readonly MyPass[];
  passId: number | null;
  onPass: (passId: number | null) => void;
  cardPence: number;
}

/**
 * A session of a pass or the card (decision 101): offered only when a pass covers what is
 * chosen, so a customer with none sees the seed's page unchanged. The pass comes first, as it is
 * what pays unless the card is chosen (decision 122).
 */
export function PayWithPass({ passes, passId, onPass, cardPence }: Props) {
  const name = useId();
  if (passes.length === 0) return null;
  return (
    <fieldset className={styles.payWith}>
      <legend>Pay with</legend>
      {passes.map((pass) => (
        <label key={pass.id}>
          <input
            type="radio"
            name={name}
            checked={passId === pass.id}
            onChange={() => onPass(pass.id)}
          />
          {pass.name}: {pass.sessionsLeft} {pass.sessionsLeft === 1 ? 'session' : 'sessions'} left
        </label>
      ))}
      <label>
        <input type="radio" name={name} checked={passId === null} onChange={() => onPass(null)} />
        Card ({formatPence(cardPence)})
      </label>
    </fieldset>
  );
}
