import { useId, useState } from 'react';
import type { MyPass } from '../../../../contract/passes';
import { formatPence } from '../../../../domain/money';
import styles from './waitlistOffer.module.css';

/**
 * Which pays for the offer: a pass that covers it unless the customer picks the card (the pass
 * comes first, decision 123), or the card when none does.
 */
export function useOfferPayment(passes: readonly MyPass[]) {
  const [picked, setPicked] = useState<number | 'card' | null>(null);
  const pass = picked === 'card' ? undefined : (passes.find((p) => p.id === picked) ?? passes[0]);
  return { pass, onPass: (id: number | null) => setPicked(id ?? 'card') };
}

interface Props {
  /** The customer's passes that cover the slot held. */
  passes: readonly MyPass[];
  passId: number | null;
  onPass: (passId: number | null) => void;
  cardPence: number;
}

/** Pay with: the passes that cover the slot, then the card; nothing when no pass does. */
export function OfferPayWith({ passes, passId, onPass, cardPence }: Props) {
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
          {pass.name}
        </label>
      ))}
      <label>
        <input type="radio" name={name} checked={passId === null} onChange={() => onPass(null)} />
        Card ({formatPence(cardPence)})
      </label>
    </fieldset>
  );
}
