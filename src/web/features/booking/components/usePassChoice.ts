import { useState } from 'react';
import type { MyPass } from '../../../../contract/passes';
import { passesCovering } from '../../../../domain/passes';
import { usePassChoice } from '../../../components/PayWithPass';

/** The customer's passes that can pay for this choice: its field, band and length, on its day. */
export const passesFor = (
  passes: readonly MyPass[],
  choice: { dogs: string; minutes: number; day: string | null; fieldId: number },
): MyPass[] => passesCovering(passes, choice);

/**
 * How the booking is paid: a pass session, the card, or the card for a repeat booking. A pass
 * pays for one session, so repeating weekly pays by card, and choosing the pass again makes it
 * one day.
 */
export function usePaymentChoice(usable: readonly MyPass[]) {
  const pass = usePassChoice(usable);
  const [repeatWeeks, setRepeatWeeks] = useState<number | null>(null);
  return {
    passId: repeatWeeks === null ? pass.passId : null,
    repeatWeeks,
    choosePass: (passId: number | null) => {
      pass.choosePass(passId);
      if (passId !== null) setRepeatWeeks(null);
    },
    chooseRepeatWeeks: setRepeatWeeks,
  };
}
