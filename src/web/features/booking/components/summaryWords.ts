import { parseLocalDate } from '../../../../domain/dates';
import { clockTimeOf, heldMinutes, minutesOf } from '../../../../domain/slots';

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2025-06-14' → 'Sat 14 Jun': short enough for a bar on a 360 px screen. */
export function shortDay(date: string): string {
  const { year, month, day } = parseLocalDate(date);
  return SHORT_DAY.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The end the customer is sold: a handover gap before the next slot ('10:00', 60, 10 → '10:50'). */
export function slotEnd(slot: string, minutes: number, handoverMinutes: number): string {
  return clockTimeOf(minutesOf(slot) + heldMinutes(minutes, handoverMinutes));
}
