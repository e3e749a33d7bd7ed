import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DoorWeekRange,
  doorCodeWeeks,
  doorWeekOf,
  drawWeekCode,
  gateCodeText,
  isDoorCode,
  isDoorWeekLabel,
  isWeekCode,
} from './doorCodes';

const yearMonth = fc.record({
  year: fc.integer({ min: 1900, max: 2200 }),
  month: fc.integer({ min: 1, max: 12 }),
});

/** Plain UTC Date arithmetic, so the checks do not lean on calendar.ts. */
function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function lengthInDays(range: DoorWeekRange): number {
  return (utc(range.end).getTime() - utc(range.start).getTime()) / 86_400_000 + 1;
}

function daysOf(year: number, month: number): string[] {
  const days: string[] = [];
  for (let d = new Date(Date.UTC(year, month - 1, 1)); d.getUTCMonth() === month - 1; ) {
    days.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return days;
}

function spans(weeks: DoorWeekRange[]): [string, string, string][] {
  return weeks.map((w) => [w.label, w.start, w.end]);
}

describe('doorCodeWeeks', () => {
  it('gives June 2025, whose 1st is a Sunday, a one-day first week', () => {
    expect(spans(doorCodeWeeks({ year: 2025, month: 6 }))).toEqual([
      ['week 1', '2025-06-01', '2025-06-01'],
      ['week 2', '2025-06-02', '2025-06-08'],
      ['week 3', '2025-06-09', '2025-06-15'],
      ['week 4', '2025-06-16', '2025-06-30'],
    ]);
  });

  it('gives September 2025, whose 1st is a Monday, a full first week', () => {
    expect(spans(doorCodeWeeks({ year: 2025, month: 9 }))).toEqual([
      ['week 1', '2025-09-01', '2025-09-07'],
      ['week 2', '2025-09-08', '2025-09-14'],
      ['week 3', '2025-09-15', '2025-09-21'],
      ['week 4', '2025-09-22', '2025-09-30'],
    ]);
  });

  it('splits February 2026, which starts on a Sunday', () => {
    expect(spans(doorCodeWeeks({ year: 2026, month: 2 }))).toEqual([
      ['week 1', '2026-02-01', '2026-02-01'],
      ['week 2', '2026-02-02', '2026-02-08'],
      ['week 3', '2026-02-09', '2026-02-15'],
      ['week 4', '2026-02-16', '2026-02-28'],
    ]);
  });

  it('leaves a seven-day fourth week in February 2021, 28 days from a Monday', () => {
    const weeks = doorCodeWeeks({ year: 2021, month: 2 });
    expect(weeks.map(lengthInDays)).toEqual([7, 7, 7, 7]);
  });

  it('leaves a sixteen-day fourth week in August 2021, 31 days from a Sunday', () => {
    const weeks = doorCodeWeeks({ year: 2021, month: 8 });
    expect(weeks.map(lengthInDays)).toEqual([1, 7, 7, 16]);
  });

  it('numbers and labels the weeks 1 to 4', () => {
    const weeks = doorCodeWeeks({ year: 2025, month: 6 });
    expect(weeks.map((w) => w.week)).toEqual([1, 2, 3, 4]);
    expect(weeks.map((w) => w.label)).toEqual(['week 1', 'week 2', 'week 3', 'week 4']);
  });

  it('partitions any month by the rule: to the first Sunday, 7, 7, then the rest', () => {
    fc.assert(
      fc.property(yearMonth, ({ year, month }) => {
        const weeks = doorCodeWeeks({ year, month });
        const days = daysOf(year, month);
        expect(weeks).toHaveLength(4);
        const covered = weeks.flatMap((w) => days.filter((d) => d >= w.start && d <= w.end));
        expect(covered).toEqual(days);

        const [first, second, third, fourth] = weeks as [
          DoorWeekRange,
          DoorWeekRange,
          DoorWeekRange,
          DoorWeekRange,
        ];
        const firstSunday = days.find((d) => utc(d).getUTCDay() === 0);
        expect(first.start).toBe(days[0]);
        expect(first.end).toBe(firstSunday);
        expect(lengthInDays(second)).toBe(7);
        expect(lengthInDays(third)).toBe(7);
        expect(lengthInDays(fourth)).toBe(days.length - lengthInDays(first) - 14);
        expect(lengthInDays(fourth)).toBeGreaterThanOrEqual(7);
        expect(lengthInDays(fourth)).toBeLessThanOrEqual(16);
        expect(fourth.end).toBe(days.at(-1));
      }),
    );
  });
});

describe('doorWeekOf', () => {
  it('finds the week of a date', () => {
    expect(doorWeekOf('2025-06-01')).toBe(1);
    expect(doorWeekOf('2025-06-02')).toBe(2);
    expect(doorWeekOf('2025-06-15')).toBe(3);
    expect(doorWeekOf('2025-06-16')).toBe(4);
    expect(doorWeekOf('2025-06-30')).toBe(4);
    expect(doorWeekOf('2025-09-07')).toBe(1);
    expect(doorWeekOf('2025-09-08')).toBe(2);
  });

  it('agrees with the range holding the date, for every day of any month', () => {
    fc.assert(
      fc.property(yearMonth, ({ year, month }) => {
        const weeks = doorCodeWeeks({ year, month });
        for (const day of daysOf(year, month)) {
          const holding = weeks.filter((w) => w.start <= day && day <= w.end);
          expect(holding).toHaveLength(1);
          expect(doorWeekOf(day)).toBe(holding[0]?.week);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses text that is not a calendar date', () => {
    expect(() => doorWeekOf('2025-06-31')).toThrow(RangeError);
  });
});

describe('isDoorWeekLabel', () => {
  it.each(['week 1', 'week 2', 'week 3', 'week 4'])('accepts %j', (label) => {
    expect(isDoorWeekLabel(label)).toBe(true);
  });

  it.each(['week 0', 'week 5', 'Week 1', 'week1', 'week  1', ' week 1', 'week 1 ', 'week 10', ''])(
    'rejects %j',
    (label) => {
      expect(isDoorWeekLabel(label)).toBe(false);
    },
  );
});

describe('door codes', () => {
  it('accepts exactly four digits', () => {
    expect(isDoorCode('1234')).toBe(true);
    expect(isDoorCode('0000')).toBe(true);
    expect(isDoorCode('123')).toBe(false);
    expect(isDoorCode('12345')).toBe(false);
    expect(isDoorCode('12a4')).toBe(false);
    expect(isDoorCode('1234\n')).toBe(false);
    expect(isDoorCode('١٢٣٤')).toBe(false);
    expect(isDoorCode('')).toBe(false);
  });

  it('writes the code as it is keyed in, with # before and after', () => {
    expect(gateCodeText('1234')).toBe('#1234#');
    expect(gateCodeText('0071')).toBe('#0071#');
  });

  it('refuses to write a code that is not four digits', () => {
    expect(() => gateCodeText('12345')).toThrow(RangeError);
  });
});

describe('week codes', () => {
  it('are never the reset code the site rules give everyone (0000)', () => {
    expect(drawWeekCode(() => 0)).toBe('0001');
    expect(drawWeekCode((n) => n - 1)).toBe('9999');
    expect(drawWeekCode(() => 1233)).toBe('1234');
    expect(isWeekCode('0000')).toBe(false);
    expect(isWeekCode('0001')).toBe(true);
    expect(isWeekCode('123')).toBe(false);
  });
});
