/**
 * The free start times of a field's days, as anyone may see them before signing up (decision
 * 121). A time is free only when Book Now would take it: every rule of `whyNotBookable` (the
 * window, closed dates, the day's hours or season, the start step, not started) and no hold
 * meeting any of its length, as the booking page counts a time taken.
 */
import { type BookingRules, whyNotBookable } from './bookable';
import { addDays, isClosedDate } from './calendar';
import type { LocalDate } from './dates';
import { startTimes } from './fieldSales';
import { hoursOn } from './openingHours';
import { type ClockTime, type Interval, minutesOf, overlaps } from './slots';

/** Something holding the field: from `start` for `minutes` (its held length) on `date`. */
export interface HeldTime {
  date: LocalDate;
  start: ClockTime;
  minutes: number;
}

export interface FreeDay {
  date: LocalDate;
  /** No hours that day (its weekday or season), or a closed date. */
  closed: boolean;
  times: ClockTime[];
}

export interface FreeTimesAsk {
  rules: BookingRules;
  /** The length the times are free for. */
  minutes: number;
  held: readonly HeldTime[];
  from: LocalDate;
  days: number;
  now: Date;
  /** At most this many times a day; all of them when not given. */
  perDay?: number | undefined;
}

/** The length a day's times are first shown for: the seed's 30 minutes where sold, else the shortest. */
export function firstLength(lengths: readonly number[]): number {
  if (lengths.includes(30)) return 30;
  return lengths.length === 0 ? 30 : Math.min(...lengths);
}

function heldOn(held: readonly HeldTime[], date: LocalDate): Interval[] {
  return held
    .filter((hold) => hold.date === date)
    .map((hold) => ({ start: minutesOf(hold.start), end: minutesOf(hold.start) + hold.minutes }));
}

/** One day's free start times for sessions of `minutes`, in order. */
export function freeDay(ask: Omit<FreeTimesAsk, 'from' | 'days'>, date: LocalDate): FreeDay {
  const { rules, minutes, now } = ask;
  const hours = hoursOn(rules.hours, date);
  if (!hours || isClosedDate(date, rules.closedDates)) return { date, closed: true, times: [] };
  const busy = heldOn(ask.held, date);
  const step = { startStepMinutes: rules.slots.startStepMinutes ?? null };
  const times = startTimes(step, hours.opens, hours.closes, minutes).filter((time) => {
    const slot = { start: minutesOf(time), end: minutesOf(time) + minutes };
    return (
      !busy.some((interval) => overlaps(slot, interval)) &&
      whyNotBookable(rules, { date, time, minutes }, now) === null
    );
  });
  return { date, closed: false, times: times.slice(0, ask.perDay ?? times.length) };
}

/** `days` days from `from`, each with its free times. */
export function freeDays(ask: FreeTimesAsk): FreeDay[] {
  return Array.from({ length: ask.days }, (_, i) => freeDay(ask, addDays(ask.from, i)));
}
