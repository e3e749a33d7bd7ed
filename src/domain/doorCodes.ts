/**
 * The gate's codes change with each calendar month and each week of it. Weeks of the month
 * follow the park's own rule, not ISO weeks: every month has exactly four.
 */
import {
  addDays,
  dayOfWeek,
  daysInMonth,
  formatYearMonth,
  type YearMonth,
  yearMonthOf,
} from './calendar';
import type { LocalDate } from './dates';

export type DoorWeek = 1 | 2 | 3 | 4;

/** `start` and `end` are both inside the week. */
export interface DoorWeekRange {
  week: DoorWeek;
  label: string;
  start: LocalDate;
  end: LocalDate;
}

const DOOR_WEEKS: readonly DoorWeek[] = [1, 2, 3, 4];
const DOOR_WEEK_LABEL = /^week [1-4]$/;
const DOOR_CODE = /^\d{4}$/;

/** First and last day of each week, given the day of the month of the first Sunday. */
function weekDays(week: DoorWeek, firstSunday: number, lastDay: number): [number, number] {
  switch (week) {
    case 1:
      return [1, firstSunday];
    case 2:
      return [firstSunday + 1, firstSunday + 7];
    case 3:
      return [firstSunday + 8, firstSunday + 14];
    case 4:
      return [firstSunday + 15, lastDay];
  }
}

/**
 * Week 1 runs from the 1st to the first Sunday; weeks 2 and 3 are seven days each; week 4 is the
 * rest of the month.
 */
export function doorCodeWeeks(ym: YearMonth): DoorWeekRange[] {
  const first: LocalDate = `${formatYearMonth(ym)}-01`;
  const firstSunday = 8 - dayOfWeek(first);
  const lastDay = daysInMonth(ym.year, ym.month);
  return DOOR_WEEKS.map((week) => {
    const [startDay, endDay] = weekDays(week, firstSunday, lastDay);
    return {
      week,
      label: `week ${week}`,
      start: addDays(first, startDay - 1),
      end: addDays(first, endDay - 1),
    };
  });
}

export function doorWeekOf(date: LocalDate): DoorWeek {
  const range = doorCodeWeeks(yearMonthOf(date)).find((week) => date <= week.end);
  if (!range) throw new RangeError(`no door week holds ${date}`);
  return range.week;
}

/** Exactly 'week 1' … 'week 4', as the codes are stored. */
export function isDoorWeekLabel(label: string): boolean {
  return DOOR_WEEK_LABEL.test(label);
}

export function isDoorCode(code: string): boolean {
  return DOOR_CODE.test(code);
}

/**
 * The code the site rules tell everyone to leave the lock on: never a week's code, or the
 * field would be open to anyone who has read the rules.
 */
export const RESET_CODE = '0000';

/** A week's code may be any four digits but the reset code. */
export function isWeekCode(code: string): boolean {
  return isDoorCode(code) && code !== RESET_CODE;
}

/**
 * A random week's code, from `randomBelow(n)` (a whole number from 0 to n − 1, from a secure
 * source): 0001 to 9999, never the reset code.
 */
export function drawWeekCode(randomBelow: (n: number) => number): string {
  return String(1 + randomBelow(9_999)).padStart(4, '0');
}

/** '1234' → '#1234#': the keypad wants # before and after the digits. */
export function gateCodeText(code: string): string {
  if (!isDoorCode(code)) throw new RangeError(`a door code is 4 digits, not ${code}`);
  return `#${code}#`;
}
