import { describe, expect, it } from 'vitest';
import { pricingLines } from '../../domain/prices';
import { puppyPaddock, testField, testPark } from '../testing/testPark';
import { fieldPricingLines } from './fieldPricing';
import { cheapestPence } from './parkFields';

describe("a field's prices in words", () => {
  it("When the field is the seed's, then the lines are the seed's, word for word", () => {
    expect(fieldPricingLines(testField)).toEqual(pricingLines(testPark.prices));
  });

  it('When a field sells other lengths with weekend prices, then each band says them, the weekend price after the one it replaces', () => {
    expect(fieldPricingLines(puppyPaddock)).toEqual([
      '1-2 dogs 45 min £5.00 (weekends £6.00) / 2 hr £12.00 (weekends £14.00)',
      '3-4 dogs 45 min £7.00 / 2 hr £16.00',
    ]);
    expect(fieldPricingLines({ ...puppyPaddock, lengths: [90] })).toEqual([]);
  });

  it('When a weekend price is the lowest, then it is the "from" price', () => {
    expect(cheapestPence(testField)).toBe(650);
    expect(cheapestPence(puppyPaddock)).toBe(500);
    const cheaperWeekends = puppyPaddock.prices.map((row) => ({ ...row, weekendPence: 300 }));
    expect(cheapestPence({ ...puppyPaddock, prices: cheaperWeekends })).toBe(300);
    expect(cheapestPence({ ...puppyPaddock, prices: [] })).toBeNull();
  });
});
