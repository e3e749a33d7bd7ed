import { lengthInWords } from '../../../../domain/fieldSales';

/** The length a day's times are first shown for: the seed's 30 minutes where sold, else the shortest. */
export function firstLength(lengths: readonly number[]): number {
  if (lengths.includes(30)) return 30;
  return lengths.length === 0 ? 30 : Math.min(...lengths);
}

/** A length on a button: the seed's '30 min' and '1 hour', and '45 min', '2 hours' likewise. */
export function lengthOnButton(minutes: number): string {
  return lengthInWords(minutes).replace('minutes', 'min');
}
