import { pagePaths } from '../../contract/routes';
import { weekdayOf } from '../../domain/calendar';
import { dayOfMonthInWords, isLocalDate } from '../../domain/dates';
import { isClockTime } from '../../domain/slots';

// A free time chosen before booking (decision 121) travels in the booking page's address, so
// that it lasts through signing up or in, a reload, and the page opened from an e-mail.

/** A field, day, start and length chosen from the free times. */
export interface ChosenTime {
  fieldId: number;
  day: string;
  time: string;
  minutes: number;
}

/** '/booking?field=2&day=2026-12-01&time=11:00&minutes=60' */
export function bookingPathFor(choice: ChosenTime): string {
  const search = new URLSearchParams({
    field: String(choice.fieldId),
    day: choice.day,
    time: choice.time,
    minutes: String(choice.minutes),
  });
  return `${pagePaths.booking}?${search.toString()}`;
}

/**
 * The time an address's query chose, as written (whether it can still be booked is the booking
 * page's to say); null when it chose none or is not one (a day that is no date, no length).
 */
export function chosenTimeIn(search: URLSearchParams): ChosenTime | null {
  const day = search.get('day');
  const time = search.get('time');
  const minutes = Number(search.get('minutes'));
  const fieldId = Number(search.get('field'));
  if (!day || !time || !isLocalDate(day) || !isClockTime(time)) return null;
  if (!Number.isInteger(minutes) || minutes <= 0 || !Number.isInteger(fieldId)) return null;
  return { fieldId, day, time, minutes };
}

/** The time a path to the booking page chose: how sign-up and sign-in say why they are asked. */
export function chosenTimeOfPath(path: string | null): ChosenTime | null {
  if (!path) return null;
  const url = new URL(path, 'https://paddock.invalid');
  return url.pathname === pagePaths.booking ? chosenTimeIn(url.searchParams) : null;
}

/** '2026-12-01' → 'Tuesday 1st of December': near enough not to need its year. */
export function dayInWords(date: string): string {
  return `${weekdayOf(date)} ${dayOfMonthInWords(date)}`;
}

/** '11:00 on Tuesday 1st of December' */
export function chosenTimeInWords(choice: Pick<ChosenTime, 'day' | 'time'>): string {
  return `${choice.time} on ${dayInWords(choice.day)}`;
}
