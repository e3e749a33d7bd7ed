import { describe, expect, it } from 'vitest';
import { type PriceRow, pricingLines } from './prices';

const seedTable: PriceRow[] = [
  { id: 1, dogs: '1-4', minutes: 30, pence: 650 },
  { id: 2, dogs: '1-4', minutes: 60, pence: 1100 },
  { id: 3, dogs: '5-6', minutes: 30, pence: 800 },
  { id: 4, dogs: '5-6', minutes: 60, pence: 1500 },
  { id: 5, dogs: '7-8', minutes: 30, pence: 950 },
  { id: 6, dogs: '7-8', minutes: 60, pence: 1850 },
];

describe('pricingLines', () => {
  it("writes the seed's pricing text from the price table", () => {
    expect(pricingLines(seedTable)).toEqual([
      '1-4 dogs 30 min £6.50 / 1 hr £11.00',
      '5-6 dogs 30 min £8.00 / 1 hr £15.00',
      '7-8 dogs 30 min £9.50 / 1 hr £18.50',
    ]);
  });

  it('keeps the band order whatever order the rows come in, and follows price changes', () => {
    const shuffled = [...seedTable]
      .reverse()
      .map((row) => (row.id === 1 ? { ...row, pence: 700 } : row));
    expect(pricingLines(shuffled)[0]).toBe('1-4 dogs 30 min £7.00 / 1 hr £11.00');
    expect(pricingLines(shuffled)).toHaveLength(3);
  });

  it('leaves out a band that lacks one of its two prices', () => {
    const withoutBigGroups = seedTable.filter((row) => row.id !== 6);
    expect(pricingLines(withoutBigGroups)).toEqual([
      '1-4 dogs 30 min £6.50 / 1 hr £11.00',
      '5-6 dogs 30 min £8.00 / 1 hr £15.00',
    ]);
  });
});
