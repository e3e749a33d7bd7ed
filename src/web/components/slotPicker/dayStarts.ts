import type { AvailabilityResponse } from '../../../contract/bookings';
import { isClosedDate, isPastDate } from '../../../domain/calendar';
import { startTimes } from '../../../domain/fieldSales';
import { hoursOn, type OpeningHours } from '../../../domain/openingHours';
import { minutesOf, overlaps, type SlotState, slotHasStarted } from '../../../domain/slots';

/** What a day's start times are made from: a field's, or the park's own in a park of one field. */
export interface DayRules {
  hours: OpeningHours;
  closedDates: readonly string[];
  /** Null is the seed's rule: a session starts every session's length. */
  startStepMinutes: number | null;
}

/** A booking being moved: its own slot doesn't count against it. */
export interface OwnSlot {
  date: string;
  time: string;
}

/** Past days, closed days and weekdays (or seasons) with no hours can't be chosen. */
export function isDayShut(rules: DayRules, date: string, today: string): boolean {
  return (
    isPastDate(date, today) ||
    isClosedDate(date, rules.closedDates) ||
    hoursOn(rules.hours, date) === null
  );
}

/**
 * The start times of a day for sessions of `length`, each free or not by the month's holds and
 * the park's clock. A start is taken when its whole length meets a hold, as the seed counts it.
 */
export function dayStarts(input: {
  rules: DayRules;
  held: AvailabilityResponse['busy'];
  day: string;
  length: number;
  clock: { today: string; nowTime: string };
  own?: OwnSlot | undefined;
}): SlotState[] {
  const { rules, held, day, length, clock, own } = input;
  // The hours of that very day: its weekday's, or its season's; none when closed that day.
  const hours = hoursOn(rules.hours, day);
  if (!hours) return [];
  const busy = held
    .filter((hold) => hold.date === day && !(hold.date === own?.date && hold.start === own.time))
    .map((hold) => ({ start: minutesOf(hold.start), end: minutesOf(hold.end) }));
  return startTimes(rules, hours.opens, hours.closes, length).map((time) => {
    const slot = { start: minutesOf(time), end: minutesOf(time) + length };
    const taken = busy.some((interval) => overlaps(slot, interval));
    return {
      time,
      available: !taken && !slotHasStarted(day, time, clock.today, clock.nowTime),
    };
  });
}
