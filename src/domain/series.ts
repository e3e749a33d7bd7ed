import { type BookingRules, type SlotRequest, whyNotBookable } from './bookable';
import { addDays } from './calendar';
import type { LocalDate } from './dates';

/** "Repeat weekly" books 2 to 12 weeks of the same slot (decision 100). */
export const SERIES_WEEKS = { min: 2, max: 12 } as const;

/** The same weekday, `weeks` times, a week apart, from `first`. */
export function weeklyDates(first: LocalDate, weeks: number): LocalDate[] {
  return Array.from({ length: weeks }, (_, week) => addDays(first, week * 7));
}

/** One week of a series as the page lists it before paying: free, or why it is left out. */
export interface SeriesWeek {
  date: LocalDate;
  free: boolean;
  /** Why the week is left out, in the customer's words; null when it is free. */
  why: string | null;
}

export const TAKEN_WORDS = 'Already booked';

/**
 * Each week of a repeat booking, and whether its slot can be had: the park's rules first (a
 * closed day, a day past the booking window), then the bookings in the way (`taken`: the weeks
 * whose slot someone holds). Taken weeks are listed too, so that nobody pays thinking they have
 * a week they have not.
 */
export function seriesWeeks(
  rules: BookingRules,
  request: SlotRequest & { weeks: number },
  taken: ReadonlySet<LocalDate>,
  now: Date,
): SeriesWeek[] {
  return weeklyDates(request.date, request.weeks).map((date) => {
    const why =
      whyNotBookable(rules, { ...request, date }, now) ?? (taken.has(date) ? TAKEN_WORDS : null);
    return { date, free: why === null, why };
  });
}

/**
 * Why the weeks a customer asks to hold are not a series that can be held: they must be weeks of
 * that series, each once, at least two of them. Null when they are.
 */
export function seriesDatesProblem(
  first: LocalDate,
  weeks: number,
  dates: readonly LocalDate[],
): string | null {
  const offered = new Set(weeklyDates(first, weeks));
  if (new Set(dates).size !== dates.length) return 'Each week once.';
  if (dates.some((date) => !offered.has(date))) return 'Those are not weeks of this series.';
  if (dates.length < SERIES_WEEKS.min) {
    return 'Only one of those weeks is free: book it on its own.';
  }
  return null;
}
