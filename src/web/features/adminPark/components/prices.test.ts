import { describe, expect, it } from 'vitest';
import { penceToPounds, poundsToPence } from './prices';

describe('poundsToPence', () => {
  it.each([
    ['12.00', 1200],
    ['12', 1200],
    ['12.5', 1250],
    ['£12.50', 1250],
    ['£ 6.05', 605],
    [' 0.99 ', 99],
    ['.50', 50],
    ['12.', 1200],
    ['0', 0],
    ['1000', 100_000],
  ])('When %j is typed, then it is %i pence', (text, pence) => {
    expect(poundsToPence(text)).toEqual({ pence });
  });

  it('When a price has pence a float would round, then the pence are exact', () => {
    // 19.99 * 100 is 1998.9999999999998 and 0.29 * 100 is 28.999999999999996 as floats.
    expect(poundsToPence('19.99')).toEqual({ pence: 1999 });
    expect(poundsToPence('0.29')).toEqual({ pence: 29 });
    expect(poundsToPence('4.35')).toEqual({ pence: 435 });
  });

  it.each([
    ['abc', 'Write the price in pounds and pence, e.g. 12.00.'],
    ['12.00abc', 'Write the price in pounds and pence, e.g. 12.00.'],
    ['1e3', 'Write the price in pounds and pence, e.g. 12.00.'],
    ['.', 'Write the price in pounds and pence, e.g. 12.00.'],
    ['£', 'Write the price in pounds and pence, e.g. 12.00.'],
    ['1,50', 'Write the price in pounds and pence, e.g. 12.00.'],
    ['12.34.5', 'Write the price in pounds and pence, e.g. 12.00.'],
    ['-1', 'A price cannot be below £0.00.'],
    ['-0.50', 'A price cannot be below £0.00.'],
    ['£-3', 'A price cannot be below £0.00.'],
    ['', 'Give a price, e.g. 12.00.'],
    ['   ', 'Give a price, e.g. 12.00.'],
    ['12.345', 'A price has at most two figures of pence.'],
    ['1000.01', 'A price is £1,000.00 at most.'],
    ['99999999999', 'A price is £1,000.00 at most.'],
  ])('When %j is typed, then it is refused: %s', (text, problem) => {
    expect(poundsToPence(text)).toEqual({ problem });
  });
});

describe('penceToPounds', () => {
  it.each([
    [1200, '12.00'],
    [650, '6.50'],
    [605, '6.05'],
    [99, '0.99'],
    [0, '0.00'],
    [100_000, '1000.00'],
  ])('When a price is %i pence, then its box shows %j', (pence, text) => {
    expect(penceToPounds(pence)).toBe(text);
  });

  it('When pence go to pounds and back, then nothing is lost', () => {
    for (let pence = 0; pence <= 100_000; pence += 7) {
      expect(poundsToPence(penceToPounds(pence))).toEqual({ pence });
    }
  });
});
