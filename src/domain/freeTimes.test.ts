import { describe, expect, it } from 'vitest';
import type { BookingRules } from './bookable';
import { type FreeTimesAsk, firstLength, freeDay, freeDays } from './freeTimes';

const nineToNoon = { opens: '09:00', closes: '12:00' };
const rules: BookingRules = {
  timeZone: 'Europe/London',
  closedDates: ['2025-06-18'],
  hours: {
    // Closed on Tuesdays; shorter days in a December season.
    weekly: [nineToNoon, null, nineToNoon, nineToNoon, nineToNoon, nineToNoon, nineToNoon],
    seasons: [
      {
        name: 'Winter',
        from: '2025-12-01',
        to: '2025-12-31',
        weekly: Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '11:00' })),
      },
    ],
  },
  slots: { steps: [30, 60] },
  bookingWindowMonths: 12,
};
// 10:15 in London on Monday 16 June 2025.
const now = new Date('2025-06-16T09:15:00Z');
const ask = (over: Partial<FreeTimesAsk> = {}): FreeTimesAsk => ({
  rules,
  minutes: 30,
  held: [],
  from: '2025-06-16',
  days: 1,
  now,
  ...over,
});

describe('freeDays', () => {
  it('When it is 10:15 today, then only the times still to start are free', () => {
    expect(freeDays(ask())).toEqual([
      { date: '2025-06-16', closed: false, times: ['10:30', '11:00', '11:30'] },
    ]);
  });

  it('When a time starts right now, then it is not free', () => {
    const atTen = new Date('2025-06-16T09:00:00Z');
    expect(freeDay(ask({ now: atTen }), '2025-06-16').times).toEqual(['10:30', '11:00', '11:30']);
  });

  it('When days follow, then each has its own times, a closed weekday and a closed date none', () => {
    const days = freeDays(ask({ days: 4 }));
    expect(days.map((day) => [day.date, day.closed, day.times.length])).toEqual([
      ['2025-06-16', false, 3],
      ['2025-06-17', true, 0],
      ['2025-06-18', true, 0],
      ['2025-06-19', false, 6],
    ]);
  });

  it('When something holds the field, then no time meeting any of its length is free', () => {
    const held = [
      { date: '2025-06-19', start: '09:30', minutes: 50 },
      // Another day's hold leaves this day alone.
      { date: '2025-06-20', start: '09:00', minutes: 180 },
    ];
    expect(freeDay(ask({ held }), '2025-06-19').times).toEqual([
      '09:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    // 1-hour sessions from 09:00 and 10:00 would meet the hold (09:30 to 10:20).
    expect(freeDay(ask({ held, minutes: 60 }), '2025-06-19').times).toEqual(['11:00']);
  });

  it('When a hold ends as a time starts, then that time is free', () => {
    const held = [{ date: '2025-06-19', start: '09:00', minutes: 30 }];
    expect(freeDay(ask({ held }), '2025-06-19').times[0]).toBe('09:30');
  });

  it('When the field starts sessions every 15 minutes, then the times follow its step', () => {
    const everyQuarter = { ...rules, slots: { steps: [60], startStepMinutes: 15 } };
    expect(freeDay(ask({ rules: everyQuarter, minutes: 60 }), '2025-06-19').times).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
  });

  it('When a day is in a season, then its hours are the season’s', () => {
    expect(freeDay(ask(), '2025-12-03').times).toEqual(['10:00', '10:30']);
  });

  it('When a day is past or outside the months open for booking, then none of it is free', () => {
    expect(freeDay(ask(), '2025-06-15')).toEqual({ date: '2025-06-15', closed: false, times: [] });
    expect(freeDay(ask(), '2026-06-17').times).toEqual([]);
  });

  it('When the field does not sell the length, then no time is free for it', () => {
    expect(freeDay(ask({ minutes: 45 }), '2025-06-19').times).toEqual([]);
  });

  it('When only a few are asked for, then the first few of the day come', () => {
    expect(freeDay(ask({ perDay: 2 }), '2025-06-19').times).toEqual(['09:00', '09:30']);
  });
});

describe('firstLength', () => {
  it("is the seed's 30 minutes where sold, else the shortest", () => {
    expect(firstLength([30, 60])).toBe(30);
    expect(firstLength([60, 45, 90])).toBe(45);
    expect(firstLength([])).toBe(30);
  });
});
