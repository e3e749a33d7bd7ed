import { isClosedDate, isInWindow } from './calendar';
import { isLocalDate, type LocalDate, localDateAt, localTimeAt } from './dates';
import { hoursOn, isWithinHours, type OpeningHours } from './openingHours';
import { isDogBand } from './pricing';
import { isClockTime, isOnGrid, type SlotMinutes, slotHasStarted } from './slots';

/** What of the park's settings decides whether a slot can be booked. */
export interface BookingRules {
  timeZone: string;
  closedDates: readonly LocalDate[];
  hours: OpeningHours;
  slots: { steps: readonly SlotMinutes[] };
  bookingWindowMonths: number;
}

export interface SlotRequest {
  date: string;
  time: string;
  minutes: number;
}

const LENGTH_WORDS: Record<SlotMinutes, string> = { 30: '30 minutes', 60: '1 hour' };

/** The lengths the park sells, as the customer reads them: '30 minutes or 1 hour'. */
export function lengthsWords(steps: readonly SlotMinutes[]): string {
  return steps.map((step) => LENGTH_WORDS[step]).join(' or ');
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
  if (!rules.slots.steps.includes(request.minutes as SlotMinutes)) {
    return `Sessions are ${lengthsWords(rules.slots.steps)}.`;
  }
  const minutes = request.minutes as SlotMinutes;
  if (isClockTime(request.time) && !isWithinHours(hours, request.time, minutes)) {
    return `The field is open ${hours.opens} to ${hours.closes} that day.`;
  }
  if (!isClockTime(request.time) || !isOnGrid(request.time, hours.opens, hours.closes, minutes)) {
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
  return (
    whyNotBookable(rules, request, now) ??
    (isDogBand(request.dogs) ? null : 'Choose 1-4, 5-6 or 7-8 dogs.')
  );
}
