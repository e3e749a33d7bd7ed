import { describe, expect, it } from 'vitest';
import type { DayHours, OpeningHours, WeekHours } from './openingHours';
import { lowestPence, nextOpening, type OpeningQuestion, openingWords, townOf } from './parkFacts';
import type { PriceRow } from './prices';

const day = (opens: string, closes: string): DayHours => ({ opens, closes });
const everyDay = (hours: DayHours | null): WeekHours => Array.from({ length: 7 }, () => hours);
// Monday to Saturday 06:00–22:00, closed on Sundays.
const week: WeekHours = [...everyDay(day('06:00', '22:00')).slice(0, 6), null];
const hours: OpeningHours = {
  weekly: week,
  seasons: [
    {
      name: 'Winter',
      from: '2025-11-01',
      to: '2026-02-28',
      weekly: everyDay(day('07:30', '16:30')),
    },
  ],
};

const ask = (overrides: Partial<OpeningQuestion>): OpeningQuestion => ({
  hours,
  closedDates: [],
  openingDate: '2025-01-01',
  today: '2025-06-11', // a Wednesday
  nowTime: '09:00',
  step: 30,
  ...overrides,
});

describe('nextOpening and openingWords', () => {
  it('When a session can still start today, then it is today', () => {
    const next = nextOpening(ask({}));
    expect(next).toEqual({ date: '2025-06-11', hours: day('06:00', '22:00'), daysAhead: 0 });
    expect(next && openingWords(next)).toBe('Open today 06:00–22:00');
  });

  it("When today's last session has started, then it is tomorrow", () => {
    const next = nextOpening(ask({ nowTime: '21:30' }));
    expect(next?.date).toBe('2025-06-12');
    expect(next && openingWords(next)).toBe('Next open tomorrow 06:00–22:00');
    // With hour-long sessions only, 21:00 was the last start.
    expect(nextOpening(ask({ nowTime: '21:00', step: 60 }))?.date).toBe('2025-06-12');
    expect(nextOpening(ask({ nowTime: '20:59', step: 60 }))?.date).toBe('2025-06-11');
  });

  it('When the coming days are closed weekdays or closed dates, then it skips them and names the weekday', () => {
    // Saturday 14th closed by date, Sunday 15th a closed weekday: Monday 16th.
    const next = nextOpening(
      ask({ today: '2025-06-13', nowTime: '23:00', closedDates: ['2025-06-14'] }),
    );
    expect(next).toEqual({ date: '2025-06-16', hours: day('06:00', '22:00'), daysAhead: 3 });
    expect(next && openingWords(next)).toBe('Next open Monday 06:00–22:00');
  });

  it("When the park hasn't opened yet, then it is the opening day, dated when a week or more away", () => {
    const next = nextOpening(
      ask({ today: '2025-05-01', openingDate: '2025-05-10', closedDates: ['2025-05-09'] }),
    );
    expect(next).toEqual({ date: '2025-05-10', hours: day('06:00', '22:00'), daysAhead: 9 });
    expect(next && openingWords(next)).toBe('Next open Saturday 10 May 06:00–22:00');
  });

  it("When the day falls in a season, then it gives the season's hours", () => {
    const next = nextOpening(ask({ today: '2025-11-02', nowTime: '08:00' }));
    expect(next && openingWords(next)).toBe('Open today 07:30–16:30');
  });

  it('When the field never opens, then there is no next opening', () => {
    expect(nextOpening(ask({ hours: { weekly: everyDay(null), seasons: [] } }))).toBeNull();
  });
});

describe('lowestPence', () => {
  const prices: PriceRow[] = [
    { id: 1, dogs: '1-4', minutes: 30, pence: 650 },
    { id: 2, dogs: '1-4', minutes: 60, pence: 1100 },
    { id: 3, dogs: '5-6', minutes: 30, pence: 800 },
    { id: 4, dogs: '5-6', minutes: 60, pence: 1500 },
  ];

  it('gives the cheapest session among the lengths sold', () => {
    expect(lowestPence(prices, [30, 60])).toBe(650);
    expect(lowestPence(prices, [60])).toBe(1100);
    expect(lowestPence([], [30, 60])).toBeNull();
  });
});

describe('townOf', () => {
  it('gives the line before the postcode, or the last line without one', () => {
    expect(townOf(['Meadow Paddock', 'Example Lane', 'Little Fictional', 'ZZ99 9ZZ'])).toBe(
      'Little Fictional',
    );
    expect(townOf(['Hilltop Farm', 'Long Lane', 'Somewhere', 'ab1 2cd'])).toBe('Somewhere');
    expect(townOf(['Hilltop Farm', 'Somewhere'])).toBe('Somewhere');
    expect(townOf(['SW1A 1AA'])).toBeNull();
    expect(townOf([])).toBeNull();
  });
});
