/**
 * Wall-clock times in a named time zone and the instants they stand for. Intl knows each zone's
 * offsets; the only hard part is the hour a year that a clock change skips or repeats.
 */
import { type LocalDate, localDateAt, localTimeAt, parseLocalDate } from './dates';
import { type ClockTime, minutesOf } from './slots';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The wall clock read as if it were UTC, so that wall clock − instant is the zone's offset. */
function wallAsUtc(date: LocalDate, time: ClockTime): number {
  const { year, month, day } = parseLocalDate(date);
  return Date.UTC(year, month - 1, day) + minutesOf(time) * MINUTE_MS;
}

function offsetAt(instantMs: number, timeZone: string): number {
  const { date, time } = wallClockOf(new Date(instantMs), timeZone);
  return wallAsUtc(date, time) - instantMs;
}

function showsWallClock(instantMs: number, wall: number, timeZone: string): boolean {
  return offsetAt(instantMs, timeZone) === wall - instantMs;
}

/**
 * The instant at which a wall clock in `timeZone` shows `date` `time`. A time skipped by a clock
 * change (01:30 on the last Sunday of March in London) is taken as the instant after the skip
 * (02:30 BST = 01:30 UTC); a time that happens twice (01:30 on the last Sunday of October) is the
 * first of the two (01:30 BST = 00:30 UTC).
 */
export function instantOf(date: LocalDate, time: ClockTime, timeZone: string): Date {
  const wall = wallAsUtc(date, time);
  // A zone changes its clocks at most once in any two days, so the offsets a day either side
  // are the only ones that can be in force at this wall-clock time.
  const earlier = wall - offsetAt(wall - DAY_MS, timeZone);
  const later = wall - offsetAt(wall + DAY_MS, timeZone);
  const candidates = [earlier, later]
    .filter((ms) => showsWallClock(ms, wall, timeZone))
    .sort((a, b) => a - b);
  // No candidate means the time was skipped: the offset from before the change carries the
  // wall clock forward by the length of the skip.
  return new Date(candidates[0] ?? earlier);
}

/** The park-local date and time of an instant. */
export function wallClockOf(instant: Date, timeZone: string): { date: LocalDate; time: ClockTime } {
  return { date: localDateAt(instant, timeZone), time: localTimeAt(instant, timeZone) };
}
