import { describe, expect, it } from 'vitest';
import {
  dateInWords,
  isLocalDate,
  localDateAt,
  localTimeAt,
  ordinalSuffix,
  parseLocalDate,
} from './dates';

describe('ordinalSuffix', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [10, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [24, 'th'],
    [30, 'th'],
    [31, 'st'],
  ])('day %i takes %s', (day, suffix) => {
    expect(ordinalSuffix(day)).toBe(suffix);
  });
});

describe('dateInWords', () => {
  it('writes dates the way the seed does', () => {
    expect(dateInWords('2025-06-14')).toBe('14th of June 2025');
    expect(dateInWords('2025-05-10')).toBe('10th of May 2025');
    expect(dateInWords('2025-10-01')).toBe('1st of October 2025');
    expect(dateInWords('2025-12-22')).toBe('22nd of December 2025');
    expect(dateInWords('2026-01-03')).toBe('3rd of January 2026');
    expect(dateInWords('2026-03-11')).toBe('11th of March 2026');
  });

  it('refuses something that is not a date', () => {
    expect(() => dateInWords('2025-02-30')).toThrow(RangeError);
    expect(() => dateInWords('14/06/2025')).toThrow(RangeError);
  });
});

describe('isLocalDate and parseLocalDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2025-13-01')).toBe(false);
    expect(isLocalDate('2025-1-01')).toBe(false);
  });

  it('splits a date into its numbers', () => {
    expect(parseLocalDate('2025-05-10')).toEqual({ year: 2025, month: 5, day: 10 });
  });
});

describe('park-local date and time of an instant', () => {
  const london = 'Europe/London';

  it('uses British Summer Time in summer', () => {
    const instant = new Date('2025-05-01T08:00:00Z');
    expect(localDateAt(instant, london)).toBe('2025-05-01');
    expect(localTimeAt(instant, london)).toBe('09:00');
  });

  it('is already tomorrow in London at 23:30 UTC in summer, but not in winter', () => {
    expect(localDateAt(new Date('2025-06-30T23:30:00Z'), london)).toBe('2025-07-01');
    expect(localDateAt(new Date('2025-12-30T23:30:00Z'), london)).toBe('2025-12-30');
  });

  it('follows the clock change of the last Sunday of March', () => {
    expect(localTimeAt(new Date('2025-03-30T00:59:00Z'), london)).toBe('00:59');
    expect(localTimeAt(new Date('2025-03-30T01:00:00Z'), london)).toBe('02:00');
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(localTimeAt(new Date('2025-01-15T00:00:00Z'), london)).toBe('00:00');
  });
});
