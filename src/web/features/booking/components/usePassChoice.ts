import { useState } from 'react';
import type { MyPass } from '../../../../contract/passes';
import { passesCovering } from '../../../../domain/passes';

/** The customer's passes that can pay for this choice: its field, band and length, on its day. */
export const passesFor = (
  passes: readonly MyPass[],
  choice: { dogs: string; minutes: number; day: string | null; fieldId: number },
): MyPass[] => passesCovering(passes, choice);

/**
 * Which pass pays, if any. A pass that covers the choice pays by default (a regular should not
 * pay twice by missing a radio button further down); the card pays once the customer chooses it,
 * and a pass chosen pays while it still covers the choice.
 */
function usePassChoice(usable: readonly MyPass[]) {
  const [chosen, setChosen] = useState<number | 'card' | null>(null);
  const passId =
    chosen === 'card'
      ? null
      : ((usable.find((pass) => pass.id === chosen) ?? usable[0])?.id ?? null);
  return {
    passId,
    choosePass: (passId: number | null) => setChosen(passId ?? 'card'),
  };
}

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
