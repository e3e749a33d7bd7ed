/** Invoice figures: numbers, and the VAT within the park's VAT-inclusive prices. */

/** The UK standard rate, which a dog-walking field's hire is charged at. */
export const STANDARD_VAT_RATE_PERCENT = 20;

/** 123 → 'INV-000123': six digits so that numbers sort as text, more once they run out. */
export function invoiceNumberText(number: number): string {
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new RangeError(`an invoice number is a whole number from 1, not ${number}`);
  }
  return `INV-${String(number).padStart(6, '0')}`;
}

export interface VatSplit {
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/**
 * The VAT inside a VAT-inclusive sum, to the nearest penny (a half penny up), and what is left
 * as the net: net and VAT always add up to the price the customer paid.
 */
export function vatWithin(grossPence: number, ratePercent: number): VatSplit {
  if (!Number.isSafeInteger(grossPence) || grossPence < 0) {
    throw new RangeError(`a sum in pence is a whole number from 0, not ${grossPence}`);
  }
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`a VAT rate is a whole per cent from 0 to 100, not ${ratePercent}`);
  }
  // gross × rate ÷ (100 + rate), rounded half up, in whole numbers so no float can tip it.
  const denominator = 100 + ratePercent;
  const vatPence = Math.floor((2 * grossPence * ratePercent + denominator) / (2 * denominator));
  return { netPence: grossPence - vatPence, vatPence, grossPence };
}
