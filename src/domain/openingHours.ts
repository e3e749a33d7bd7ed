/**
 * When the field is open on a given day: the hours of its weekday, or those of a season (e.g.
 * winter) that the day falls in. The slot grid, the booking page and the server's checks all
 * ask this, so they agree.
 */
import { dayOfWeek, WEEKDAYS } from './calendar';
import type { LocalDate } from './dates';
import { type ClockTime, minutesOf } from './slots';

export interface DayHours {
  opens: ClockTime;
  closes: ClockTime;
}

/** Monday first, seven entries; null is closed that weekday. */
export type WeekHours = readonly (DayHours | null)[];

/** A date range (inclusive) with weekday hours of its own. */
export interface Season {
  name: string;
  from: LocalDate;
  to: LocalDate;
  weekly: WeekHours;
}

export interface OpeningHours {
  weekly: WeekHours;
  seasons: readonly Season[];
}

/** The hours of the day, or null when the field is closed that day of the week. */
export function hoursOn(hours: OpeningHours, date: LocalDate): DayHours | null {
  const season = hours.seasons.find((candidate) => candidate.from <= date && date <= candidate.to);
  return (season ?? hours).weekly[dayOfWeek(date) - 1] ?? null;
}

/** Whether a stretch of time [start, start + minutes) lies within the day's hours. */
export function isWithinHours(day: DayHours, start: ClockTime, minutes: number): boolean {
  const from = minutesOf(start);
  return from >= minutesOf(day.opens) && from + minutes <= minutesOf(day.closes);
}

/**
 * Why staff can't put a booking of `minutes` at `start` on a day with these hours (it must fit
 * within them), in the admin page's words; null when it fits.
 */
export function outsideHoursProblem(
  day: DayHours | null,
  start: ClockTime,
  minutes: number,
): string | null {
  if (!day) return 'The park has no opening hours that day.';
  if (isWithinHours(day, start, minutes)) return null;
  return `That time is outside opening hours (${day.opens} to ${day.closes}).`;
}

/** Why a set of seasons can't stand (two cover the same day), or null. */
export function seasonsProblem(seasons: readonly Season[]): string | null {
  const sorted = [...seasons].sort((a, b) => (a.from < b.from ? -1 : 1));
  for (let i = 1; i < sorted.length; i += 1) {
    const before = sorted[i - 1];
    const after = sorted[i];
    if (before && after && after.from <= before.to) {
      return `${before.name} and ${after.name} overlap: a day can belong to one season only.`;
    }
  }
  return null;
}

/** '07:30–16:30' or 'closed', for notes and lists. */
export function hoursWords(day: DayHours | null): string {
  return day ? `${day.opens}–${day.closes}` : 'closed';
}

/** A week as the owner reads it in Activity: { Monday: '06:00–22:00', …, Sunday: 'closed' }. */
export function weekInWords(week: WeekHours): Record<string, string> {
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, hoursWords(week[index] ?? null)]));
}
