import { lengthInWords } from '../../../../domain/fieldSales';

// The free times anyone sees are for this length too (decision 121).
export { firstLength } from '../../../../domain/freeTimes';

/** A length on a button: the seed's '30 min' and '1 hour', and '45 min', '2 hours' likewise. */
export function lengthOnButton(minutes: number): string {
  return lengthInWords(minutes).replace('minutes', 'min');
}
