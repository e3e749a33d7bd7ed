import { describe, expect, it } from 'vitest';
import {
  bandForDogs,
  bandLabel,
  bandNamed,
  dogCountGroups,
  dogsInWords,
  fieldSalesProblems,
  isStartTime,
  lengthBeforeNoun,
  lengthInWords,
  lengthsInWords,
  parseBandLabel,
  SEED_FIELD_SALES,
  sessionPrice,
  startTimes,
} from './fieldSales';
import { AGILITY_SALES } from './testing/exampleFields';

const agility = AGILITY_SALES;

describe('a field’s bands', () => {
  it('labels a band as the seed writes it, and a band of one number as that number', () => {
    expect(SEED_FIELD_SALES.bands.map(bandLabel)).toEqual(['1-4', '5-6', '7-8']);
    expect(bandLabel({ from: 3, to: 3 })).toBe('3');
  });

  it('reads a label back, and refuses what is no band', () => {
    expect(parseBandLabel('1-2')).toEqual({ from: 1, to: 2 });
    expect(parseBandLabel('12')).toEqual({ from: 12, to: 12 });
    for (const label of ['', '0-4', '4-1', '1-', 'a', '1-4 dogs', '100']) {
      expect(parseBandLabel(label)).toBeNull();
    }
  });

  it('finds the band of a number of dogs, and none past the field’s maximum', () => {
    expect(bandForDogs(agility, 2)).toEqual({ from: 1, to: 2 });
    expect(bandForDogs(SEED_FIELD_SALES, 5)).toEqual({ from: 5, to: 6 });
    expect(bandForDogs(agility, 5)).toBeNull();
    expect(bandNamed(agility, '1-4')).toBeNull();
    expect(bandNamed(agility, '3-4')).toEqual({ from: 3, to: 4 });
  });
});

describe('the dog choice', () => {
  it('When the seed’s field is booked, then 1 to 8 dogs are offered under 1-4, 5-6 and 7-8', () => {
    expect(dogCountGroups(SEED_FIELD_SALES)).toEqual([
      { band: '1-4', counts: [1, 2, 3, 4] },
      { band: '5-6', counts: [5, 6] },
      { band: '7-8', counts: [7, 8] },
    ]);
  });

  it('When a field takes fewer dogs than its last band, then no count above its most is offered', () => {
    expect(dogCountGroups({ ...SEED_FIELD_SALES, maxDogs: 5 })).toEqual([
      { band: '1-4', counts: [1, 2, 3, 4] },
      { band: '5-6', counts: [5] },
    ]);
  });

  it('When a field has bands of its own, then the groups follow them', () => {
    expect(dogCountGroups(AGILITY_SALES).map((group) => group.band)).toEqual(['1-2', '3-4']);
  });

  it('When dogs are counted in words, then one is a dog and more are dogs', () => {
    expect(dogsInWords(1)).toBe('1 dog');
    expect(dogsInWords(5)).toBe('5 dogs');
  });
});

describe('a field’s prices', () => {
  it('charges the seed’s prices on any day', () => {
    expect(sessionPrice(SEED_FIELD_SALES, '1-4', 60, '2025-06-14')).toBe(1100);
    expect(sessionPrice(SEED_FIELD_SALES, '7-8', 30, '2025-06-16')).toBe(950);
  });

  it('charges the weekend price on Saturdays and Sundays, the weekday one otherwise', () => {
    expect(sessionPrice(agility, '1-2', 45, '2025-06-13')).toBe(900); // Friday
    expect(sessionPrice(agility, '1-2', 45, '2025-06-14')).toBe(1100); // Saturday
    expect(sessionPrice(agility, '3-4', 45, '2025-06-15')).toBe(1400); // Sunday
    expect(sessionPrice(agility, '1-2', 120, '2025-06-14')).toBe(2000); // no weekend price
  });

  it('has no price for a length or band the field does not sell', () => {
    expect(sessionPrice(agility, '1-2', 30, '2025-06-13')).toBeNull();
    expect(sessionPrice(agility, '1-4', 45, '2025-06-13')).toBeNull();
  });
});

describe('a field’s start times', () => {
  it('starts the seed’s sessions every length, each ending by closing', () => {
    const hours = startTimes(SEED_FIELD_SALES, '06:00', '22:00', 60);
    expect(hours).toHaveLength(16);
    expect(hours.at(-1)).toBe('21:00');
    expect(startTimes(SEED_FIELD_SALES, '06:00', '07:30', 30)).toEqual(['06:00', '06:30', '07:00']);
  });

  it('starts sessions every step where the field sets one', () => {
    expect(startTimes(agility, '09:00', '11:00', 45)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
    ]);
    expect(startTimes(agility, '09:00', '11:00', 120)).toEqual(['09:00']);
  });

  it('knows a start time from one off the grid, outside the hours or malformed', () => {
    expect(isStartTime(agility, '10:15', '09:00', '11:00', 45)).toBe(true);
    expect(isStartTime(agility, '10:20', '09:00', '11:00', 45)).toBe(false);
    expect(isStartTime(agility, '10:30', '09:00', '11:00', 45)).toBe(false);
    expect(isStartTime(agility, '08:45', '09:00', '11:00', 45)).toBe(false);
    expect(isStartTime(agility, '9:15', '09:00', '11:00', 45)).toBe(false);
    expect(isStartTime(SEED_FIELD_SALES, '10:30', '06:00', '22:00', 60)).toBe(false);
  });
});

describe('lengths in words', () => {
  it('says each length as a customer reads it', () => {
    expect([15, 30, 45, 60, 90, 120, 240].map(lengthInWords)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '2 hours',
      '4 hours',
    ]);
  });

  it('lists the lengths sold as one phrase, the seed’s as the seed says them', () => {
    expect(lengthsInWords([30, 60])).toBe('30 minutes or 1 hour');
    expect(lengthsInWords([45, 60, 120])).toBe('45 minutes, 1 hour or 2 hours');
    expect(lengthsInWords([60])).toBe('1 hour');
  });
});
describe('a length before its noun', () => {
  it('says the length as the words before "sessions" or "slot" have it', () => {
    expect([30, 45, 60, 90, 120].map((minutes) => lengthBeforeNoun(minutes))).toEqual([
      '30 minute',
      '45 minute',
      '1 hour',
      '90 minute',
      '2 hour',
    ]);
    expect(lengthBeforeNoun(30, '-')).toBe('30-minute');
  });
});

describe('checking a field’s settings', () => {
  it('finds nothing wrong with the seed’s field or the agility paddock', () => {
    expect(fieldSalesProblems(SEED_FIELD_SALES)).toEqual([]);
    expect(fieldSalesProblems(agility)).toEqual([]);
  });

  it('refuses lengths outside 15 to 240 minutes, none at all, or one twice', () => {
    expect(fieldSalesProblems({ ...agility, lengths: [10, 45, 120] })).toContain(
      'A session lasts from 15 to 240 minutes, not 10.',
    );
    expect(fieldSalesProblems({ ...agility, lengths: [45, 300] })).toContain(
      'A session lasts from 15 to 240 minutes, not 300.',
    );
    expect(fieldSalesProblems({ ...agility, lengths: [] })).toContain(
      'Sell at least one session length.',
    );
    expect(fieldSalesProblems({ ...agility, lengths: [45, 45, 120] })).toContain(
      'Each session length once.',
    );
    expect(fieldSalesProblems({ ...agility, startStepMinutes: 2 })).toContain(
      'Sessions start every 5 to 240 minutes, not 2.',
    );
  });

  it('refuses bands with a gap, an overlap, or short of the maximum', () => {
    const wrong = 'The dog bands must run from 1 to 4 in order, without gaps.';
    const gap = [
      { from: 1, to: 1 },
      { from: 3, to: 4 },
    ];
    const overlap = [
      { from: 1, to: 3 },
      { from: 3, to: 4 },
    ];
    const short = [{ from: 1, to: 3 }];
    for (const bands of [gap, overlap, short]) {
      expect(fieldSalesProblems({ ...agility, bands })).toEqual([wrong]);
    }
    expect(fieldSalesProblems({ ...agility, maxDogs: 0 })).toEqual([
      'A field takes from 1 to 50 dogs, not 0.',
    ]);
  });

  it('asks for one price for every band and length, each an amount', () => {
    const missing = agility.prices.slice(1);
    expect(fieldSalesProblems({ ...agility, prices: missing })).toEqual([
      'Give one price for 1-2 dogs for 45 minutes.',
    ]);
    const negative = agility.prices.map((row, index) =>
      index === 0 ? { ...row, weekendPence: -1 } : row,
    );
    expect(fieldSalesProblems({ ...agility, prices: negative })).toEqual([
      'The price for 1-2 dogs for 45 minutes is not an amount.',
    ]);
    const extra = [...agility.prices, { band: '1-2', minutes: 30, pence: 1, weekendPence: null }];
    expect(fieldSalesProblems({ ...agility, prices: extra })).toEqual([
      'A price is for a band or length the field does not sell.',
    ]);
  });
});
