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
 * Card or a session of a pass (decision 101): offered only when a pass covers what is chosen,
 * so a customer with none sees the seed's page unchanged.
 */
export function PayWithPass({ passes, passId, onPass, cardPence }: Props) {
  const name = useId();
  if (passes.length === 0) return null;
  return (
    <fieldset className={styles.payWith}>
      <legend>Pay with</legend>
      <label>
        <input type="radio" name={name} checked={passId === null} onChange={() => onPass(null)} />
        Card ({formatPence(cardPence)})
      </label>
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
    </fieldset>
  );
}
