/**
 * The day's bookable slots. Times of day are counted in minutes from midnight of the park-local
 * day, so a slot is the half-open interval [start, start + length).
 */
import { isPastDate } from './calendar';
import type { LocalDate } from './dates';
import type { SlotMinutes } from './prices';

export type { SlotMinutes } from './prices';

/** 'HH:MM', 24-hour, park-local. */
export type ClockTime = string;

export interface Interval {
  start: number;
  end: number;
}

export interface SlotState {
  time: ClockTime;
  available: boolean;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 1440;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** '06:30' → 390 */
export function minutesOf(time: ClockTime): number {
  if (!isClockTime(time)) throw new RangeError(`not a clock time: ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 390 → '06:30' */
export function clockTimeOf(minutes: number): ClockTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`not a minute of the day: ${minutes}`);
  }
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

function checkStep(step: number): void {
  if (step !== 30 && step !== 60) throw new RangeError(`slots last 30 or 60 minutes, not ${step}`);
}

/** Slot start times of a day: from `opens`, stepping by `step`, each slot ending by `closes`. */
export function slotGrid(opens: ClockTime, closes: ClockTime, step: SlotMinutes): ClockTime[] {
  checkStep(step);
  const last = minutesOf(closes) - step;
  const starts: ClockTime[] = [];
  for (let start = minutesOf(opens); start <= last; start += step) starts.push(clockTimeOf(start));
  return starts;
}

/** A malformed `time` is simply not on the grid; malformed opening hours are a setup error. */
export function isOnGrid(
  time: ClockTime,
  opens: ClockTime,
  closes: ClockTime,
  step: SlotMinutes,
): boolean {
  checkStep(step);
  const open = minutesOf(opens);
  const close = minutesOf(closes);
  if (!isClockTime(time)) return false;
  const start = minutesOf(time);
  return start >= open && (start - open) % step === 0 && start + step <= close;
}

/**
 * The spec's overlap: the new slot starts within an existing one, ends within it, or encloses
 * it. Touching ends (10:00–10:30 and 10:30–11:00) do not overlap.
 */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * A slot has started if its day is before today, or it is today and its start is at or before
 * the park's current time: a slot can no longer be booked from the minute it begins.
 */
export function slotHasStarted(
  date: LocalDate,
  time: ClockTime,
  today: LocalDate,
  nowTime: ClockTime,
): boolean {
  if (isPastDate(date, today)) return true;
  return date === today && minutesOf(time) <= minutesOf(nowTime);
}

/**
 * The day's grid with each slot marked: unavailable when it has started or overlaps a busy
 * interval (busy intervals are in minutes of that local day).
 */
export function daySlots(input: {
  date: LocalDate;
  step: SlotMinutes;
  opens: ClockTime;
  closes: ClockTime;
  busy: readonly Interval[];
  today: LocalDate;
  nowTime: ClockTime;
}): SlotState[] {
  const { date, step, busy, today, nowTime } = input;
  return slotGrid(input.opens, input.closes, step).map((time) => {
    const slot = { start: minutesOf(time), end: minutesOf(time) + step };
    const taken = busy.some((interval) => overlaps(slot, interval));
    return { time, available: !taken && !slotHasStarted(date, time, today, nowTime) };
  });
}

/**
 * How long a booking holds the field: its length less the handover gap kept free at its end
 * for the changeover (a 1-hour slot with a 10-minute gap holds 50 minutes).
 */
export function heldMinutes(minutes: number, handoverMinutes: number): number {
  return minutes - handoverMinutes;
}

/** When a booking held from `startsAt` for `held` minutes ends. */
export function endOfHold(startsAt: Date, held: number): Date {
  return new Date(startsAt.getTime() + held * 60_000);
}
