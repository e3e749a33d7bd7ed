import { useId, useState } from 'react';
import type { MyPass } from '../../contract/passes';
import { formatPence } from '../../domain/money';
import styles from './PayWithPass.module.css';

interface Props {
  /** The customer's passes that cover what is booked: its field, band and length, on its day. */
  passes: readonly MyPass[];
  passId: number | null;
  onPass: (passId: number | null) => void;
  cardPence: number;
}

/**
 * A session of a pass or the card (decision 101), on the booking page and a waiting-list offer:
 * offered only when a pass covers what is booked, so a customer with none sees the seed's page
 * unchanged. The pass comes first, as it is what pays unless the card is chosen (decision 122).
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

/**
 * Which pass pays, if any. A pass that covers the choice pays by default (a regular should not
 * pay twice by missing a radio button further down); the card pays once the customer chooses it,
 * and a pass chosen pays while it still covers the choice.
 */
export function usePassChoice(usable: readonly MyPass[]) {
  const [chosen, setChosen] = useState<number | 'card' | null>(null);
  const pass =
    chosen === 'card' ? undefined : (usable.find((each) => each.id === chosen) ?? usable[0]);
  return {
    pass,
    passId: pass?.id ?? null,
    choosePass: (passId: number | null) => setChosen(passId ?? 'card'),
  };
}
