/**
 * The admin's view of a day at the field: whether it opens, who is on the field now and who is
 * next, and where each booking sits between opening and closing. Times are park-local 'HH:MM';
 * nothing here reads a clock.
 */
import { addDays, dayOfWeek } from './calendar';
import type { LocalDate } from './dates';
import type { DayHours } from './openingHours';
import { type ClockTime, minutesOf } from './slots';

const MINUTES_PER_DAY = 1440;

/** A booking as the day plan needs it. */
export interface PlannedBooking {
  id: number;
  time: ClockTime;
  /** When it ends: its length less the handover gap it was sold with (decision 071). */
  endTime: ClockTime;
  minutes: number;
  status: 'pending' | 'complete' | 'expired' | 'cancelled';
}

/** The Monday of the week that holds `date`: the admin's calendar weeks start on Monday. */
export function weekStartOf(date: LocalDate): LocalDate {
  return addDays(date, 1 - dayOfWeek(date));
}

/** '10:30' plus 30 minutes → '11:00'; a booking that runs to midnight ends at '24:00'. */
export function endTimeOf(time: ClockTime, minutes: number): string {
  const end = minutesOf(time) + minutes;
  if (end > MINUTES_PER_DAY) throw new RangeError(`${time} plus ${minutes} minutes is tomorrow`);
  const hours = String(Math.floor(end / 60)).padStart(2, '0');
  return `${hours}:${String(end % 60).padStart(2, '0')}`;
}

/** When the field opens and closes on a day, or why it doesn't. */
export interface DayOpening {
  opens: ClockTime | null;
  closes: ClockTime | null;
  closedReason: string | null;
}

/**
 * A date the owner closed is closed whatever its weekday's hours say; a weekday without hours
 * (in the season the day falls in) is closed too. `closedReason` is the closed date's reason,
 * undefined when the date isn't one; a closed date saved without a reason reads 'Closed'.
 */
export function dayOpening(hours: DayHours | null, closedReason: string | undefined): DayOpening {
  if (closedReason !== undefined) {
    return { opens: null, closes: null, closedReason: closedReason.trim() || 'Closed' };
  }
  if (!hours) return { opens: null, closes: null, closedReason: 'No opening hours that day' };
  return { opens: hours.opens, closes: hours.closes, closedReason: null };
}

function startOf(booking: PlannedBooking): number {
  return minutesOf(booking.time);
}

function endOf(booking: PlannedBooking): number {
  return minutesOf(booking.endTime);
}

/**
 * Who is on the field at `nowTime` and whose booking starts next. Only paid (or the park's own)
 * bookings count: an unpaid hold is someone who may yet not pay, listed apart with its expiry.
 * A booking is on the field from its start until (not including) its end, so at 10:00 the
 * 09:00–10:00 booking has left and the 10:00 one is on; in a handover gap, nobody is.
 */
export function nowAndNext(
  bookings: readonly PlannedBooking[],
  nowTime: ClockTime,
): { now: number | null; next: number | null } {
  const now = minutesOf(nowTime);
  const confirmed = bookings
    .filter((booking) => booking.status === 'complete')
    .sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
  const onField = confirmed.find((booking) => startOf(booking) <= now && now < endOf(booking));
  const next = confirmed.find((booking) => startOf(booking) > now);
  return { now: onField?.id ?? null, next: next?.id ?? null };
}

/** The stretch of the day a timeline covers, in minutes from midnight. */
export interface TimelineSpan {
  start: number;
  end: number;
}

/**
 * From opening to closing, stretched to take in any booking outside them (hours changed after
 * it was booked, or a day closed since): the timeline never hides a booking. Null when the day
 * has neither hours nor bookings.
 */
export function timelineSpan(
  opening: Pick<DayOpening, 'opens' | 'closes'>,
  bookings: readonly Pick<PlannedBooking, 'time' | 'minutes'>[],
): TimelineSpan | null {
  const starts = bookings.map((booking) => minutesOf(booking.time));
  const ends = bookings.map((booking) => minutesOf(booking.time) + booking.minutes);
  if (opening.opens && opening.closes) {
    starts.push(minutesOf(opening.opens));
    ends.push(minutesOf(opening.closes));
  }
  if (starts.length === 0) return null;
  const start = Math.min(...starts);
  const end = Math.max(...ends);
  return end > start ? { start, end } : null;
}

/** Where a stretch of time sits on the timeline, as percentages of its length, kept inside it. */
export function placeOnTimeline(
  span: TimelineSpan,
  time: ClockTime,
  minutes: number,
): { offsetPercent: number; sizePercent: number } {
  const length = span.end - span.start;
  const from = Math.min(Math.max(minutesOf(time), span.start), span.end);
  const to = Math.min(Math.max(minutesOf(time) + minutes, from), span.end);
  return {
    offsetPercent: ((from - span.start) / length) * 100,
    sizePercent: ((to - from) / length) * 100,
  };
}

/** The whole hours inside the span (ends included), each with where it sits: the ruler's marks. */
export function hourMarks(span: TimelineSpan): { time: string; percent: number }[] {
  const marks = [];
  for (let minute = Math.ceil(span.start / 60) * 60; minute <= span.end; minute += 60) {
    marks.push({
      time: `${String(minute / 60).padStart(2, '0')}:00`,
      percent: ((minute - span.start) / (span.end - span.start)) * 100,
    });
  }
  return marks;
}

export type DayEntry<B extends PlannedBooking> =
  | { kind: 'booking'; booking: B }
  | { kind: 'free'; from: string; to: string };

/**
 * The day read in order, as a list: each booking, and each stretch of the span with no booking
 * between them, so that a screen reader hears the gaps a sighted owner sees on the timeline.
 */
export function dayEntries<B extends PlannedBooking>(
  span: TimelineSpan | null,
  bookings: readonly B[],
): DayEntry<B>[] {
  const sorted = [...bookings].sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
  if (!span) return sorted.map((booking) => ({ kind: 'booking', booking }));
  const entries: DayEntry<B>[] = [];
  let free = span.start;
  const clock = (minute: number) => endTimeOf('00:00', minute);
  for (const booking of sorted) {
    if (startOf(booking) > free) {
      entries.push({ kind: 'free', from: clock(free), to: booking.time });
    }
    entries.push({ kind: 'booking', booking });
    free = Math.max(free, endOf(booking));
  }
  if (span.end > free) entries.push({ kind: 'free', from: clock(free), to: clock(span.end) });
  return entries;
}
