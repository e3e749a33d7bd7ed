/**
 * Calendar arithmetic on park-local dates. Dates are turned into UTC midnights only to count
 * days: UTC has no clock changes, so a day is always 86,400,000 ms there.
 */
import { dateInWords, isLocalDate, type LocalDate, parseLocalDate } from './dates';

export interface YearMonth {
  year: number;
  month: number;
}

const DAY_MS = 86_400_000;
const YEAR_MONTH = /^\d{4}-\d{2}$/;

const monthLabelFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function localDateOf(year: number, month: number, day: number): LocalDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function utcMidnight(date: LocalDate): Date {
  const { year, month, day } = parseLocalDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

function localDateOfUtc(instant: Date): LocalDate {
  return localDateOf(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
}

/** Checked against dates.ts so that a YearMonth is valid exactly when its 1st is a LocalDate. */
function firstOfMonth(ym: YearMonth): LocalDate {
  const first = localDateOf(ym.year, ym.month, 1);
  const valid = Number.isInteger(ym.year) && Number.isInteger(ym.month) && ym.month >= 1;
  if (!valid || ym.month > 12 || !isLocalDate(first)) {
    throw new RangeError(`not a calendar month: ${ym.year}-${ym.month}`);
  }
  return first;
}

/** Months since year 0, so that month differences are plain subtraction. */
function monthIndex(ym: YearMonth): number {
  return ym.year * 12 + ym.month - 1;
}

function yearMonthAt(index: number): YearMonth {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth(year: number, month: number): number {
  firstOfMonth({ year, month });
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Monday = 1 … Sunday = 7 (ISO 8601), so that Monday-first grids index by `dayOfWeek - 1`. */
export function dayOfWeek(date: LocalDate): number {
  return utcMidnight(date).getUTCDay() || 7;
}

/** The days of the week, Monday first, as `dayOfWeek` counts them. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** 'Saturday' for '2025-06-14'. */
export function weekdayOf(date: LocalDate): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[dayOfWeek(date) - 1] as (typeof WEEKDAYS)[number];
}

/** 'Saturday 14th of June 2025' */
export function dayAndDateInWords(date: LocalDate): string {
  return `${weekdayOf(date)} ${dateInWords(date)}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  return localDateOfUtc(new Date(utcMidnight(date).getTime() + days * DAY_MS));
}

export function yearMonthOf(date: LocalDate): YearMonth {
  const { year, month } = parseLocalDate(date);
  return { year, month };
}

/** '2025-06', the form used in URLs and month keys. */
export function formatYearMonth(ym: YearMonth): string {
  return firstOfMonth(ym).slice(0, 7);
}

export function parseYearMonth(value: string): YearMonth | null {
  if (!YEAR_MONTH.test(value) || !isLocalDate(`${value}-01`)) return null;
  return yearMonthOf(`${value}-01`);
}

/** 'June 2025' */
export function monthLabel(ym: YearMonth): string {
  return monthLabelFormat.format(utcMidnight(firstOfMonth(ym)));
}

function chunk<T>(cells: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < cells.length; i += size) rows.push(cells.slice(i, i + size));
  return rows;
}

export function monthGrid(ym: YearMonth): (LocalDate | null)[][] {
  const first = firstOfMonth(ym);
  const cells: (LocalDate | null)[] = Array.from({ length: dayOfWeek(first) - 1 }, () => null);
  const days = daysInMonth(ym.year, ym.month);
  for (let day = 1; day <= days; day++) cells.push(localDateOf(ym.year, ym.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return chunk(cells, 7);
}

function checkMonths(months: number): void {
  if (!Number.isInteger(months) || months < 0) {
    throw new RangeError(`months must be a whole number of at least 0, got ${months}`);
  }
}

export function rollingWindow(today: LocalDate, months = 12): YearMonth[] {
  checkMonths(months);
  const start = monthIndex(yearMonthOf(today));
  return Array.from({ length: months }, (_, offset) => yearMonthAt(start + offset));
}

/** Whether the date's month is in the window; days already gone are `isPastDate`'s concern. */
export function isInWindow(date: LocalDate, today: LocalDate, months = 12): boolean {
  checkMonths(months);
  const ahead = monthIndex(yearMonthOf(date)) - monthIndex(yearMonthOf(today));
  return ahead >= 0 && ahead < months;
}

export function isClosedDate(date: LocalDate, closedDates: readonly LocalDate[]): boolean {
  return closedDates.includes(date);
}

export function isPastDate(date: LocalDate, today: LocalDate): boolean {
  return utcMidnight(date).getTime() < utcMidnight(today).getTime();
}

/** From today to the end of the booking window: where staff may book or close a day. */
export function isWithinReach(date: LocalDate, today: LocalDate, months = 12): boolean {
  return !isPastDate(date, today) && isInWindow(date, today, months);
}
