/**
 * Prices are typed in pounds and kept in pence. The text is read digit by digit, never through
 * a float: 0.1 + 0.2 is not 0.3, and 19.99 * 100 is not 1999.
 */

/** The most a price may be, as the contract allows: £1,000.00. */
export const MOST_PENCE = 100_000;

export type PenceOrProblem = { pence: number } | { problem: string };

const POUNDS = /^£?\s*(\d*)(?:\.(\d*))?$/;

/**
 * '12', '12.5', '£12.00' or '.50' → pence; anything else → why not, in the owner's words. A
 * comma is refused: '1,50' could be £1.50 or £150.
 */
export function poundsToPence(text: string): PenceOrProblem {
  const typed = text.trim();
  if (typed === '') return { problem: 'Give a price, e.g. 12.00.' };
  if (/^-|^£\s*-/.test(typed)) return { problem: 'A price cannot be below £0.00.' };
  const match = POUNDS.exec(typed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return { problem: 'Write the price in pounds and pence, e.g. 12.00.' };
  }
  if (fraction.length > 2) return { problem: 'A price has at most two figures of pence.' };
  // Beyond seven figures Number() could round; no price is near that anyway.
  if (whole.replace(/^0+/, '').length > 7) return { problem: 'A price is £1,000.00 at most.' };
  const pence = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (pence > MOST_PENCE) return { problem: 'A price is £1,000.00 at most.' };
  return { pence };
}

/** 1200 → '12.00', as a price box shows it. */
export function penceToPounds(pence: number): string {
  const whole = Math.floor(pence / 100);
  return `${whole}.${String(pence % 100).padStart(2, '0')}`;
}
