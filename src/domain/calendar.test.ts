import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayAndDateInWords,
  dayOfWeek,
  daysInMonth,
  formatYearMonth,
  isClosedDate,
  isInWindow,
  isPastDate,
  monthGrid,
  monthLabel,
  parseYearMonth,
  rollingWindow,
  type YearMonth,
  yearMonthOf,
} from './calendar';
import { isLocalDate } from './dates';

const yearMonth = fc.record({
  year: fc.integer({ min: 1900, max: 2200 }),
  month: fc.integer({ min: 1, max: 12 }),
});

/** Dates from 1900-01-01 to 2200-12-31, built without the code under test. */
const localDate = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2200, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The JavaScript weekday (Sunday = 0) as a Monday-first column: Monday = 0 … Sunday = 6. */
function mondayFirstColumn(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function next(ym: YearMonth): YearMonth {
  return ym.month === 12 ? { year: ym.year + 1, month: 1 } : { year: ym.year, month: ym.month + 1 };
}

describe('daysInMonth', () => {
  it('knows the month lengths and the leap-year rule', () => {
    expect(daysInMonth(2025, 1)).toBe(31);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('gives 365 or 366 days a year by the Gregorian leap-year rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        let total = 0;
        for (let month = 1; month <= 12; month++) total += daysInMonth(year, month);
        expect(total).toBe(isLeapYear(year) ? 366 : 365);
      }),
    );
  });

  it('refuses a month outside 1 to 12', () => {
    expect(() => daysInMonth(2025, 0)).toThrow(RangeError);
    expect(() => daysInMonth(2025, 13)).toThrow(RangeError);
    expect(() => daysInMonth(2025, 1.5)).toThrow(RangeError);
  });
});

describe('dayOfWeek', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(dayOfWeek('2025-09-01')).toBe(1); // a Monday
    expect(dayOfWeek('2025-06-14')).toBe(6); // a Saturday
    expect(dayOfWeek('2025-06-01')).toBe(7); // a Sunday
    expect(dayOfWeek('2000-01-01')).toBe(6); // a Saturday
    expect(dayOfWeek('1900-01-01')).toBe(1); // a Monday
  });

  it('moves on by one each day, Sunday wrapping to Monday', () => {
    fc.assert(
      fc.property(localDate, (date) => {
        expect(dayOfWeek(addDays(date, 1))).toBe((dayOfWeek(date) % 7) + 1);
      }),
    );
  });

  it('refuses text that is not a calendar date', () => {
    expect(() => dayOfWeek('2025-02-29')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2025-06-14', 0)).toBe('2025-06-14');
    expect(addDays('2025-06-30', 1)).toBe('2025-07-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
  });

  it('goes backwards for negative days', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2025-06-14', -365)).toBe('2024-06-14');
  });

  it('is unaffected by clock-change days', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-10-25', 2)).toBe('2025-10-27');
  });

  it('undoes itself and always lands on a calendar date', () => {
    fc.assert(
      fc.property(localDate, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isLocalDate(moved)).toBe(true);
        expect(addDays(moved, -days)).toBe(date);
      }),
    );
  });

  it('agrees with counting days one at a time', () => {
    fc.assert(
      fc.property(localDate, fc.integer({ min: 0, max: 400 }), (date, days) => {
        let [year, month, day] = date.split('-').map(Number) as [number, number, number];
        for (let i = 0; i < days; i++) {
          day++;
          if (day > daysInMonth(year, month)) [day, month] = [1, month + 1];
          if (month > 12) [month, year] = [1, year + 1];
        }
        const expected = [year, month, day].map((n) => String(n).padStart(2, '0')).join('-');
        expect(addDays(date, days)).toBe(expected);
      }),
    );
  });

  it('refuses a fractional number of days', () => {
    expect(() => addDays('2025-06-14', 0.5)).toThrow(RangeError);
  });
});

describe('year-months', () => {
  it('reads the year and month of a date', () => {
    expect(yearMonthOf('2025-06-14')).toEqual({ year: 2025, month: 6 });
  });

  it("writes and reads the 'YYYY-MM' form", () => {
    expect(formatYearMonth({ year: 2025, month: 6 })).toBe('2025-06');
    expect(formatYearMonth({ year: 2025, month: 12 })).toBe('2025-12');
    expect(parseYearMonth('2025-06')).toEqual({ year: 2025, month: 6 });
    expect(parseYearMonth('2026-01')).toEqual({ year: 2026, month: 1 });
  });

  it.each(['2025-13', '2025-00', '2025-6', '25-06', '2025-06-01', ' 2025-06', 'x', ''])(
    'reads %j as no month',
    (value) => {
      expect(parseYearMonth(value)).toBeNull();
    },
  );

  it('refuses to write a month that does not exist', () => {
    expect(() => formatYearMonth({ year: 2025, month: 13 })).toThrow(RangeError);
    expect(() => formatYearMonth({ year: 2025, month: 0 })).toThrow(RangeError);
  });

  it('round-trips every month', () => {
    fc.assert(
      fc.property(yearMonth, (ym) => {
        expect(parseYearMonth(formatYearMonth(ym))).toEqual(ym);
      }),
    );
  });

  it('labels a month in English words', () => {
    expect(monthLabel({ year: 2025, month: 6 })).toBe('June 2025');
    expect(monthLabel({ year: 2026, month: 1 })).toBe('January 2026');
    expect(monthLabel({ year: 2025, month: 12 })).toBe('December 2025');
  });
});

describe('monthGrid', () => {
  it('puts June 2025, which starts on a Sunday, in the last column of its first row', () => {
    const grid = monthGrid({ year: 2025, month: 6 });
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2025-06-01']);
    expect(grid[1]?.[0]).toBe('2025-06-02');
    expect(grid.at(-1)).toEqual(['2025-06-30', null, null, null, null, null, null]);
    expect(grid).toHaveLength(6);
  });

  it('starts September 2025, which begins on a Monday, with no blanks', () => {
    const grid = monthGrid({ year: 2025, month: 9 });
    expect(grid[0]).toEqual([
      '2025-09-01',
      '2025-09-02',
      '2025-09-03',
      '2025-09-04',
      '2025-09-05',
      '2025-09-06',
      '2025-09-07',
    ]);
    expect(grid.at(-1)).toEqual(['2025-09-29', '2025-09-30', null, null, null, null, null]);
    expect(grid).toHaveLength(5);
  });

  it('fits February 2021, 28 days from a Monday, in exactly four rows', () => {
    const grid = monthGrid({ year: 2021, month: 2 });
    expect(grid).toHaveLength(4);
    expect(grid.flat().every((cell) => cell !== null)).toBe(true);
  });

  it('lays out any month as whole weeks, each day once, in order, in its weekday column', () => {
    fc.assert(
      fc.property(yearMonth, (ym) => {
        const grid = monthGrid(ym);
        for (const row of grid) {
          expect(row).toHaveLength(7);
          expect(row.some((cell) => cell !== null)).toBe(true);
        }
        const days = grid.flat().filter((cell) => cell !== null);
        const prefix = `${ym.year}-${String(ym.month).padStart(2, '0')}-`;
        const expected = Array.from(
          { length: daysInMonth(ym.year, ym.month) },
          (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`,
        );
        expect(days).toEqual(expected);
        const cells = grid.flat();
        const firstIndex = cells.findIndex((cell) => cell !== null);
        expect(firstIndex).toBe(mondayFirstColumn(`${prefix}01`));
        const filled = cells.slice(firstIndex, firstIndex + expected.length);
        expect(filled.every((cell) => cell !== null)).toBe(true);
        grid.forEach((row) => {
          row.forEach((cell, column) => {
            if (cell !== null) expect(column).toBe(mondayFirstColumn(cell));
          });
        });
      }),
    );
  });
});

describe('rollingWindow', () => {
  it('runs from the month of today through the next eleven, across a year end', () => {
    const window = rollingWindow('2025-11-15');
    expect(window.map(formatYearMonth)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
  });

  it('takes another length when asked', () => {
    expect(rollingWindow('2025-12-31', 2)).toEqual([
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
    ]);
    expect(rollingWindow('2025-12-31', 0)).toEqual([]);
    expect(() => rollingWindow('2025-12-31', -1)).toThrow(RangeError);
    expect(() => rollingWindow('2025-12-31', 1.5)).toThrow(RangeError);
  });

  it('is consecutive months from the month of today', () => {
    fc.assert(
      fc.property(localDate, fc.integer({ min: 1, max: 36 }), (today, months) => {
        const window = rollingWindow(today, months);
        expect(window).toHaveLength(months);
        expect(window[0]).toEqual(yearMonthOf(today));
        for (let i = 1; i < window.length; i++) {
          expect(window[i]).toEqual(next(window[i - 1] as YearMonth));
        }
      }),
    );
  });
});

describe('isInWindow', () => {
  const today = '2025-11-15';

  it('takes in the whole of this month and the eleven after it', () => {
    expect(isInWindow('2025-11-01', today)).toBe(true);
    expect(isInWindow('2025-11-15', today)).toBe(true);
    expect(isInWindow('2026-01-01', today)).toBe(true);
    expect(isInWindow('2026-10-31', today)).toBe(true);
  });

  it('leaves out earlier months and the twelfth month on', () => {
    expect(isInWindow('2025-10-31', today)).toBe(false);
    expect(isInWindow('2026-11-01', today)).toBe(false);
    expect(isInWindow('2024-11-15', today)).toBe(false);
  });

  it('honours a shorter window', () => {
    expect(isInWindow('2025-12-31', today, 2)).toBe(true);
    expect(isInWindow('2026-01-01', today, 2)).toBe(false);
  });

  it('agrees with the months rollingWindow lists', () => {
    fc.assert(
      fc.property(localDate, localDate, (date, day) => {
        const listed = rollingWindow(day).map(formatYearMonth);
        expect(isInWindow(date, day)).toBe(listed.includes(date.slice(0, 7)));
      }),
    );
  });
});

describe('isClosedDate', () => {
  it('is true only for dates on the closed list', () => {
    const closed = ['2025-12-25', '2025-12-26'];
    expect(isClosedDate('2025-12-25', closed)).toBe(true);
    expect(isClosedDate('2025-12-24', closed)).toBe(false);
    expect(isClosedDate('2025-12-25', [])).toBe(false);
  });
});

describe('isPastDate', () => {
  it('is true only for days strictly before today', () => {
    expect(isPastDate('2025-06-13', '2025-06-14')).toBe(true);
    expect(isPastDate('2024-12-31', '2025-01-01')).toBe(true);
    expect(isPastDate('2025-06-14', '2025-06-14')).toBe(false);
    expect(isPastDate('2025-06-15', '2025-06-14')).toBe(false);
  });

  it('is true exactly when today is some days after the date', () => {
    fc.assert(
      fc.property(localDate, fc.integer({ min: -400, max: 400 }), (date, days) => {
        expect(isPastDate(date, addDays(date, days))).toBe(days > 0);
      }),
    );
  });
});

describe('dayAndDateInWords', () => {
  it('names the weekday before the date, across a month and a year end', () => {
    expect(dayAndDateInWords('2025-06-14')).toBe('Saturday 14th of June 2025');
    expect(dayAndDateInWords('2025-12-31')).toBe('Wednesday 31st of December 2025');
    expect(dayAndDateInWords('2026-01-01')).toBe('Thursday 1st of January 2026');
  });
});
