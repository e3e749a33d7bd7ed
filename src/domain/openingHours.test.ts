import { describe, expect, it } from 'vitest';
import {
  type DayHours,
  hoursOn,
  hoursWords,
  isWithinHours,
  type OpeningHours,
  outsideHoursProblem,
  seasonsProblem,
  type WeekHours,
  weekInWords,
} from './openingHours';

const day = (opens: string, closes: string): DayHours => ({ opens, closes });
const everyDay = (hours: DayHours | null): WeekHours => Array.from({ length: 7 }, () => hours);
const summer: WeekHours = [...everyDay(day('06:00', '22:00')).slice(0, 6), null];

const hours: OpeningHours = {
  weekly: summer,
  seasons: [
    {
      name: 'Winter',
      from: '2025-11-01',
      to: '2026-02-28',
      weekly: everyDay(day('07:30', '16:30')),
    },
  ],
};

describe('hoursOn', () => {
  it('gives the weekday hours outside any season, and null on a closed weekday', () => {
    expect(hoursOn(hours, '2025-06-14')).toEqual(day('06:00', '22:00')); // a Saturday
    expect(hoursOn(hours, '2025-06-15')).toBeNull(); // a Sunday
  });

  it("gives a season's hours from its first to its last day", () => {
    expect(hoursOn(hours, '2025-10-31')).toEqual(day('06:00', '22:00'));
    expect(hoursOn(hours, '2025-11-01')).toEqual(day('07:30', '16:30'));
    expect(hoursOn(hours, '2025-11-02')).toEqual(day('07:30', '16:30')); // Sunday, open in winter
    expect(hoursOn(hours, '2026-02-28')).toEqual(day('07:30', '16:30'));
    expect(hoursOn(hours, '2026-03-01')).toBeNull(); // a Sunday again
  });
});

describe('isWithinHours', () => {
  it('lets a slot end exactly at closing, not a minute later', () => {
    expect(isWithinHours(day('07:30', '16:30'), '15:30', 60)).toBe(true);
    expect(isWithinHours(day('07:30', '16:30'), '16:00', 60)).toBe(false);
    expect(isWithinHours(day('07:30', '16:30'), '07:00', 30)).toBe(false);
  });
});

describe('outsideHoursProblem', () => {
  it("says the day's hours when a booking would not fit them", () => {
    expect(outsideHoursProblem(day('07:30', '16:30'), '16:00', 60)).toBe(
      'That time is outside opening hours (07:30 to 16:30).',
    );
    expect(outsideHoursProblem(day('07:30', '16:30'), '15:30', 60)).toBeNull();
    expect(outsideHoursProblem(null, '10:00', 30)).toBe('The park has no opening hours that day.');
  });
});

describe('seasonsProblem', () => {
  it('refuses seasons that share a day, whatever their order', () => {
    const a = { name: 'Winter', from: '2025-11-01', to: '2026-02-28', weekly: summer };
    const b = { name: 'Spring', from: '2026-02-28', to: '2026-04-30', weekly: summer };
    expect(seasonsProblem([b, a])).toBe(
      'Winter and Spring overlap: a day can belong to one season only.',
    );
    expect(seasonsProblem([a, { ...b, from: '2026-03-01' }])).toBeNull();
  });
});

describe('hoursWords', () => {
  it('writes hours or closed', () => {
    expect(hoursWords(day('07:30', '16:30'))).toBe('07:30–16:30');
    expect(hoursWords(null)).toBe('closed');
  });
});

describe('weekInWords', () => {
  it('names each weekday with its hours or closed', () => {
    const week = [{ opens: '07:30', closes: '16:30' }, null, null, null, null, null, null];
    expect(weekInWords(week)).toMatchObject({ Monday: '07:30–16:30', Tuesday: 'closed' });
    expect(Object.keys(weekInWords(week))).toHaveLength(7);
  });
});
