import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceRow } from './prices';
import { discountedPrice, isDogBand, priceFor, priceItemId, UNKNOWN_BAND_PENCE } from './pricing';

const SEED: readonly PriceRow[] = [
  { id: 1, dogs: '1-4', minutes: 30, pence: 650 },
  { id: 2, dogs: '1-4', minutes: 60, pence: 1100 },
  { id: 3, dogs: '5-6', minutes: 30, pence: 800 },
  { id: 4, dogs: '5-6', minutes: 60, pence: 1500 },
  { id: 5, dogs: '7-8', minutes: 30, pence: 950 },
  { id: 6, dogs: '7-8', minutes: 60, pence: 1850 },
];

describe('priceFor', () => {
  it.each([
    ['1-4', 30, 650],
    ['1-4', 60, 1100],
    ['5-6', 30, 800],
    ['5-6', 60, 1500],
    ['7-8', 30, 950],
    ['7-8', 60, 1850],
  ])('charges %s dogs for %i minutes %i pence', (dogs, minutes, pence) => {
    expect(priceFor(SEED, dogs, minutes)).toBe(pence);
  });

  it('charges any duration other than 30 minutes as an hour', () => {
    expect(priceFor(SEED, '1-4', 45)).toBe(1100);
    expect(priceFor(SEED, '5-6', 90)).toBe(1500);
    expect(priceFor(SEED, '7-8', 0)).toBe(1850);
  });

  it('charges 950 pence for a band not in the table', () => {
    expect(UNKNOWN_BAND_PENCE).toBe(950);
    expect(priceFor(SEED, '9-12', 30)).toBe(950);
    expect(priceFor(SEED, '9-12', 60)).toBe(950);
    expect(priceFor(SEED, '', 60)).toBe(950);
    expect(priceFor([], '1-4', 60)).toBe(950);
  });

  it('reads the prices from the table it is given', () => {
    const dearer = SEED.map((row) => ({ ...row, pence: row.pence + 100 }));
    expect(priceFor(dearer, '1-4', 30)).toBe(750);
  });
});

describe('priceItemId', () => {
  it('gives the checkout item id of each band and duration', () => {
    expect(priceItemId(SEED, '1-4', 30)).toBe(1);
    expect(priceItemId(SEED, '1-4', 60)).toBe(2);
    expect(priceItemId(SEED, '5-6', 30)).toBe(3);
    expect(priceItemId(SEED, '5-6', 60)).toBe(4);
    expect(priceItemId(SEED, '7-8', 30)).toBe(5);
    expect(priceItemId(SEED, '7-8', 60)).toBe(6);
  });

  it('treats any duration other than 30 minutes as an hour', () => {
    expect(priceItemId(SEED, '5-6', 45)).toBe(4);
  });

  it('gives no id for a band not in the table', () => {
    expect(priceItemId(SEED, '9-12', 30)).toBeNull();
    expect(priceItemId([], '1-4', 30)).toBeNull();
  });
});

describe('discountedPrice', () => {
  it('takes off the percentage rounded to whole pence', () => {
    expect(discountedPrice(1500, 10)).toBe(1350);
    expect(discountedPrice(650, 15)).toBe(552); // 97.5p off rounds to 98p
    expect(discountedPrice(1100, 100)).toBe(0);
    expect(discountedPrice(1100, 0)).toBe(1100);
    expect(discountedPrice(1850, 33)).toBe(1239); // 610.5p off rounds to 611p
    expect(discountedPrice(0, 50)).toBe(0);
  });

  it('refuses a percentage outside 0 to 100', () => {
    expect(() => discountedPrice(1100, -1)).toThrow(RangeError);
    expect(() => discountedPrice(1100, 101)).toThrow(RangeError);
    expect(() => discountedPrice(1100, Number.NaN)).toThrow(RangeError);
  });

  it('refuses a price that is not a whole number of pence', () => {
    expect(() => discountedPrice(11.5, 10)).toThrow(RangeError);
    expect(() => discountedPrice(-100, 10)).toThrow(RangeError);
  });

  it('gives whole pence between nothing and the full price, falling as the discount grows', () => {
    const pence = fc.integer({ min: 0, max: 1_000_000 });
    const percent = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(pence, percent, percent, (price, p, q) => {
        const discounted = discountedPrice(price, p);
        expect(Number.isInteger(discounted)).toBe(true);
        expect(discounted).toBeGreaterThanOrEqual(0);
        expect(discounted).toBeLessThanOrEqual(price);
        // The discount is the exact one to within half a penny.
        expect(Math.abs(price - discounted - (price * p) / 100)).toBeLessThanOrEqual(0.5);
        if (p <= q) expect(discountedPrice(price, q)).toBeLessThanOrEqual(discounted);
      }),
    );
  });
});

describe('isDogBand', () => {
  it.each(['1-4', '5-6', '7-8'])('accepts %j', (value) => {
    expect(isDogBand(value)).toBe(true);
  });

  it.each(['1-3', '9-12', '1 - 4', '', '1-4 '])('rejects %j', (value) => {
    expect(isDogBand(value)).toBe(false);
  });
});
