import { isClosedDate, isInWindow } from './calendar';
import { isLocalDate, type LocalDate, localDateAt, localTimeAt } from './dates';
import { choicesInWords, isStartTime, lengthsInWords } from './fieldSales';
import { hoursOn, isWithinHours, type OpeningHours } from './openingHours';
import { DOG_BANDS } from './prices';
import { isClockTime, slotHasStarted } from './slots';

/** What of the park's or a field's settings decides whether a slot can be booked. */
export interface BookingRules {
  timeZone: string;
  closedDates: readonly LocalDate[];
  hours: OpeningHours;
  /** The lengths sold, and the minutes between start times (none: a session's own length). */
  slots: { steps: readonly number[]; startStepMinutes?: number | null };
  bookingWindowMonths: number;
  /** The dog bands' labels; the seed's when not given. */
  bands?: readonly string[];
}

export interface SlotRequest {
  date: string;
  time: string;
  minutes: number;
}

/** The lengths the park sells, as the customer reads them: '30 minutes or 1 hour'. */
export function lengthsWords(steps: readonly number[]): string {
  return lengthsInWords(steps);
}

/**
 * Why a slot can't be booked at `now` (in the window, not closed, on the grid, not started),
 * in the words the customer is shown; null when it can.
 */
export function whyNotBookable(
  rules: BookingRules,
  request: SlotRequest,
  now: Date,
): string | null {
  const today = localDateAt(now, rules.timeZone);
  if (!isLocalDate(request.date)) return 'That is not a date.';
  if (!isInWindow(request.date, today, rules.bookingWindowMonths)) {
    return 'That day is outside the months open for booking.';
  }
  const hours = hoursOn(rules.hours, request.date);
  if (!hours || isClosedDate(request.date, rules.closedDates))
    return 'The park is closed that day.';
  if (!rules.slots.steps.includes(request.minutes)) {
    return `Sessions are ${lengthsWords(rules.slots.steps)}.`;
  }
  const minutes = request.minutes;
  if (isClockTime(request.time) && !isWithinHours(hours, request.time, minutes)) {
    return `The field is open ${hours.opens} to ${hours.closes} that day.`;
  }
  const step = { startStepMinutes: rules.slots.startStepMinutes ?? null };
  if (!isStartTime(step, request.time, hours.opens, hours.closes, minutes)) {
    return 'That is not one of the slots.';
  }
  if (slotHasStarted(request.date, request.time, today, localTimeAt(now, rules.timeZone))) {
    return 'That slot has already started.';
  }
  return null;
}

/** As whyNotBookable, and the dogs must be one of the bands. */
export function whyNotBookableFor(
  rules: BookingRules,
  request: SlotRequest & { dogs: string },
  now: Date,
): string | null {
  const bands = rules.bands ?? DOG_BANDS;
  return (
    whyNotBookable(rules, request, now) ??
    (bands.includes(request.dogs) ? null : `Choose ${choicesInWords(bands)} dogs.`)
  );
}
