import { useState } from 'react';
import type { MyPass } from '../../../../contract/passes';

/** The customer's passes that can pay for this choice: its field, band and length, on its day. */
export function passesFor(
  passes: readonly MyPass[],
  choice: { dogs: string; minutes: number; day: string | null; fieldId: number },
): MyPass[] {
  return passes.filter(
    (pass) =>
      pass.status === 'active' &&
      pass.fieldIds.includes(choice.fieldId) &&
      pass.dogs === choice.dogs &&
      pass.minutes === choice.minutes &&
      (choice.day === null || pass.validUntil === null || choice.day <= pass.validUntil),
  );
}

/**
 * Which pass pays, if any: the one chosen while it still covers the choice (another band or
 * length, and the card pays again).
 */
export function usePassChoice(usable: readonly MyPass[]) {
  const [chosen, setChosen] = useState<number | null>(null);
  const passId = usable.some((pass) => pass.id === chosen) ? chosen : null;
  return { passId, choosePass: setChosen };
}
