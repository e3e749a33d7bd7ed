import { describe, expect, it } from 'vitest';
import type { BookingRules } from './bookable';
import { SERIES_WEEKS, seriesDatesProblem, seriesWeeks, TAKEN_WORDS, weeklyDates } from './series';

const open = { opens: '06:00', closes: '22:00' };
const rules: BookingRules = {
  timeZone: 'Europe/London',
  closedDates: ['2025-06-28'],
  hours: { weekly: Array.from({ length: 7 }, () => open), seasons: [] },
  slots: { steps: [30, 60] },
  bookingWindowMonths: 2,
};
// 10:15 in London on 1 June 2025: the window runs to the end of July.
const now = new Date('2025-06-01T09:15:00Z');

describe('weeklyDates', () => {
  it('When four weeks are asked from a Saturday, then they are four Saturdays, across a month end', () => {
    expect(weeklyDates('2025-06-21', 4)).toEqual([
      '2025-06-21',
      '2025-06-28',
      '2025-07-05',
      '2025-07-12',
    ]);
  });
});

describe('seriesWeeks', () => {
  const request = { date: '2025-06-14', time: '10:00', minutes: 60, weeks: 4 };

  it('When one week is taken, then every week is listed and that one says why it is left out', () => {
    const weeks = seriesWeeks(rules, request, new Set(['2025-06-21']), now);
    expect(weeks).toEqual([
      { date: '2025-06-14', free: true, why: null },
      { date: '2025-06-21', free: false, why: TAKEN_WORDS },
      { date: '2025-06-28', free: false, why: 'The park is closed that day.' },
      { date: '2025-07-05', free: true, why: null },
    ]);
  });

  it('When the weeks run past the booking window, then those weeks say so', () => {
    const weeks = seriesWeeks(rules, { ...request, date: '2025-07-19', weeks: 3 }, new Set(), now);
    expect(weeks.map((week) => week.why)).toEqual([
      null,
      null,
      'That day is outside the months open for booking.',
    ]);
  });
});

describe('seriesDatesProblem', () => {
  it('When the weeks asked for are weeks of the series, each once, two or more, then they may be held', () => {
    expect(seriesDatesProblem('2025-06-14', 4, ['2025-06-14', '2025-07-05'])).toBeNull();
  });

  it.each([
    [['2025-06-14', '2025-06-14'], 'Each week once.'],
    [['2025-06-14', '2025-06-15'], 'Those are not weeks of this series.'],
    [['2025-06-14', '2025-07-12'], 'Those are not weeks of this series.'],
    [['2025-06-14'], 'Only one of those weeks is free: book it on its own.'],
  ])('When %j is asked, then it is refused: %s', (dates, problem) => {
    expect(seriesDatesProblem('2025-06-14', 4, dates)).toBe(problem);
  });

  it('When the limits are read, then a series is 2 to 12 weeks', () => {
    expect(SERIES_WEEKS).toEqual({ min: 2, max: 12 });
  });
});
