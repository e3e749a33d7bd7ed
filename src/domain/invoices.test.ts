import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceNumberText, STANDARD_VAT_RATE_PERCENT, vatWithin } from './invoices';

describe('invoiceNumberText', () => {
  it('writes the number with INV- and six digits, more when it needs them', () => {
    expect(invoiceNumberText(1)).toBe('INV-000001');
    expect(invoiceNumberText(123)).toBe('INV-000123');
    expect(invoiceNumberText(999_999)).toBe('INV-999999');
    expect(invoiceNumberText(1_234_567)).toBe('INV-1234567');
  });

  it('refuses what is no invoice number', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => invoiceNumberText(bad)).toThrow(RangeError);
    }
  });
});

describe('vatWithin', () => {
  it('finds the VAT inside a VAT-inclusive price at 20 %', () => {
    expect(vatWithin(1350, 20)).toEqual({ netPence: 1125, vatPence: 225, grossPence: 1350 });
    // £6.50 holds £1.0833… of VAT: to the nearest penny, £1.08.
    expect(vatWithin(650, 20)).toEqual({ netPence: 542, vatPence: 108, grossPence: 650 });
    // £18.50 holds £3.0833…: £3.08.
    expect(vatWithin(1850, 20)).toEqual({ netPence: 1542, vatPence: 308, grossPence: 1850 });
    // £0.05 holds 0.8333p: 1p.
    expect(vatWithin(5, 20)).toEqual({ netPence: 4, vatPence: 1, grossPence: 5 });
  });

  it('rounds an exact half penny up', () => {
    // 3p holds exactly 0.5p of VAT.
    expect(vatWithin(3, 20).vatPence).toBe(1);
    // 9p holds 1.5p.
    expect(vatWithin(9, 20).vatPence).toBe(2);
  });

  it('has no VAT in a free session, and none at a 0 % rate', () => {
    expect(vatWithin(0, 20)).toEqual({ netPence: 0, vatPence: 0, grossPence: 0 });
    expect(vatWithin(1100, 0)).toEqual({ netPence: 1100, vatPence: 0, grossPence: 1100 });
  });

  it('always adds up to the price paid, and is within half a penny of the exact VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
        const split = vatWithin(gross, STANDARD_VAT_RATE_PERCENT);
        const exact = (gross * STANDARD_VAT_RATE_PERCENT) / (100 + STANDARD_VAT_RATE_PERCENT);
        expect(split.netPence + split.vatPence).toBe(gross);
        expect(Math.abs(split.vatPence - exact)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(split.vatPence)).toBe(true);
      }),
    );
  });

  it('refuses fractions of a penny and rates that are no rate', () => {
    expect(() => vatWithin(6.5, 20)).toThrow(RangeError);
    expect(() => vatWithin(-1, 20)).toThrow(RangeError);
    expect(() => vatWithin(100, 120)).toThrow(RangeError);
  });
});
