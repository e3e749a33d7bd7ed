/**
 * The few facts the home page's first screen gives a visitor before they scroll: when the field
 * is next open, the lowest price and the town. Read from the park's settings, never constants.
 */
import { addDays, isClosedDate, weekdayOf } from './calendar';
import { type LocalDate, parseLocalDate } from './dates';
import { type DayHours, hoursOn, type OpeningHours } from './openingHours';
import type { PriceRow, SlotMinutes } from './prices';
import { type ClockTime, minutesOf, slotGrid } from './slots';

export interface NextOpening {
  date: LocalDate;
  hours: DayHours;
  /** 0 is today, 1 tomorrow… */
  daysAhead: number;
}

export interface OpeningQuestion {
  hours: OpeningHours;
  closedDates: readonly LocalDate[];
  /** Nothing is open before the park's opening day. */
  openingDate: LocalDate;
  today: LocalDate;
  /** The park's time now, 'HH:MM'. */
  nowTime: ClockTime;
  /** The shortest session sold: today counts while one of those is still to start. */
  step: SlotMinutes;
}

/** A year and a bit: a park closed longer than that has no "next open" worth showing. */
const SEARCH_DAYS = 400;

function daysBetween(from: LocalDate, to: LocalDate): number {
  const start = parseLocalDate(from);
  const end = parseLocalDate(to);
  return Math.round(
    (Date.UTC(end.year, end.month - 1, end.day) -
      Date.UTC(start.year, start.month - 1, start.day)) /
      86_400_000,
  );
}

function stillStartsToday(hours: DayHours, step: SlotMinutes, nowTime: ClockTime): boolean {
  const starts = slotGrid(hours.opens, hours.closes, step);
  const last = starts[starts.length - 1];
  return last !== undefined && minutesOf(last) > minutesOf(nowTime);
}

/** Today when a session can still start today, else the next day the field opens; null if none. */
export function nextOpening(question: OpeningQuestion): NextOpening | null {
  const { today, openingDate } = question;
  const first = openingDate > today ? openingDate : today;
  for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
    const date = addDays(first, offset);
    const hours = hoursOn(question.hours, date);
    if (!hours || isClosedDate(date, question.closedDates)) continue;
    if (date === today && !stillStartsToday(hours, question.step, question.nowTime)) continue;
    return { date, hours, daysAhead: daysBetween(today, date) };
  }
  return null;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

function dayWords(next: NextOpening): string {
  const weekday = weekdayOf(next.date);
  if (next.daysAhead === 1) return 'tomorrow';
  // Within the week a weekday is plain; further off, "Saturday" alone would mean this one.
  if (next.daysAhead < 7) return weekday;
  const { year, month, day } = parseLocalDate(next.date);
  return `${weekday} ${dayMonth.format(new Date(Date.UTC(year, month - 1, day)))}`;
}

/** 'Open today 06:00–22:00', 'Next open tomorrow 07:30–16:30', 'Next open Saturday 10 May 06:00–22:00'. */
export function openingWords(next: NextOpening): string {
  const hours = `${next.hours.opens}–${next.hours.closes}`;
  if (next.daysAhead === 0) return `Open today ${hours}`;
  return `Next open ${dayWords(next)} ${hours}`;
}

/** The lowest price of a session the park sells (only the lengths it sells), or null. */
export function lowestPence(prices: readonly PriceRow[], steps: readonly number[]): number | null {
  const sold = prices.filter((row) => steps.includes(row.minutes)).map((row) => row.pence);
  return sold.length > 0 ? Math.min(...sold) : null;
}

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** The town of an address: the line before the postcode (or the last line when there is none). */
export function townOf(addressLines: readonly string[]): string | null {
  const lines = addressLines.map((line) => line.trim()).filter(Boolean);
  const last = lines[lines.length - 1];
  if (last === undefined) return null;
  if (!UK_POSTCODE.test(last)) return last;
  return lines.length > 1 ? (lines[lines.length - 2] ?? null) : null;
}
