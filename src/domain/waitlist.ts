/**
 * Waiting lists for taken slots (docs/decisions/102): which slots a customer may wait for, which
 * waiting customer may be offered a freed slot, and who is next in line.
 */
import { type BookingRules, type SlotRequest, whyNotBookable } from './bookable';
import { isClosedDate } from './calendar';
import { cancellationTerms } from './cancellation';
import { dateInWords, isLocalDate, localDateAt, localTimeAt } from './dates';
import { hoursOn } from './openingHours';
import { isClockTime, type SlotState, slotHasStarted } from './slots';

export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'booked',
  'left',
  'missed',
  'ended',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Still on the list: waiting for the slot, or holding it as an offer. */
export const OPEN_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/** Lists one account may be on at once: enough for anyone, too few to shadow a whole month. */
export const MAX_OPEN_ENTRIES = 10;

export interface WaitRefusal {
  code: 'started' | 'closed' | 'not-a-slot';
  reason: string;
}

/**
 * Why nobody may wait for this slot: it has started (or its day is past), the park is closed
 * that day, or it is not a slot Book Now sells (outside the hours, the grid or the window);
 * null when they may. Whether it is taken is the database's to say.
 */
export function whyNotWaitable(
  rules: BookingRules,
  request: SlotRequest,
  now: Date,
): WaitRefusal | null {
  if (!isLocalDate(request.date) || !isClockTime(request.time)) {
    return { code: 'not-a-slot', reason: 'That is not one of the slots.' };
  }
  const today = localDateAt(now, rules.timeZone);
  if (slotHasStarted(request.date, request.time, today, localTimeAt(now, rules.timeZone))) {
    return { code: 'started', reason: 'That slot has already started.' };
  }
  if (!hoursOn(rules.hours, request.date) || isClosedDate(request.date, rules.closedDates)) {
    return { code: 'closed', reason: 'The park is closed that day.' };
  }
  const reason = whyNotBookable(rules, request, now);
  return reason ? { code: 'not-a-slot', reason } : null;
}

/** What of the park's settings decides whether a freed slot may be offered. */
export interface OfferRules extends BookingRules {
  cancellationCutoffHours: number;
}

/** A place on a list, as far as choosing whom to offer a freed slot goes. */
export interface WaitingEntry {
  id: number;
  /** The field it waits on: slots of two fields never stand in each other's way. */
  fieldId: number;
  date: string;
  time: string;
  minutes: number;
  startsAt: Date;
  endsAt: Date;
  shortNotice: boolean;
  createdAt: Date;
}

export type OfferRefusal = 'started' | 'short-notice' | 'not-bookable';

/**
 * Why a freed slot is not offered to this entry now: never once it has started; not within the
 * cancellation cut-off of its start unless they chose "even at short notice" (they could not
 * get their money back if plans changed, and may not see the e-mail in time); not when Book Now
 * would refuse it (a closed day, hours changed since); null when it may be offered.
 */
export function whyNotOffered(
  rules: OfferRules,
  entry: Pick<WaitingEntry, 'date' | 'time' | 'minutes' | 'startsAt' | 'shortNotice'>,
  now: Date,
): OfferRefusal | null {
  const terms = cancellationTerms(entry.startsAt, now, rules.cancellationCutoffHours);
  if (terms === 'started') return 'started';
  if (terms === 'no-refund' && !entry.shortNotice) return 'short-notice';
  return whyNotBookable(rules, entry, now) ? 'not-bookable' : null;
}

function overlap(a: Pick<WaitingEntry, 'fieldId' | 'startsAt' | 'endsAt'>, b: typeof a): boolean {
  return a.fieldId === b.fieldId && a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/**
 * Whom to offer what, of the entries waiting for slots that are free now: in the order they
 * joined, each one that may be offered its slot and whose time no earlier pick takes. Lists can
 * share a freed hour (10:00 for an hour, 10:30 for half an hour): whoever joined first is
 * offered first, and someone who may not be offered it yet does not hold up those behind.
 */
export function nextOffers<E extends WaitingEntry>(
  entries: readonly E[],
  /** The rules of the entry's field: its hours, closed days, lengths and start times. */
  rulesOf: (entry: E) => OfferRules,
  now: Date,
): E[] {
  const inLine = [...entries].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  const picked: E[] = [];
  for (const entry of inLine) {
    if (whyNotOffered(rulesOf(entry), entry, now)) continue;
    if (picked.some((earlier) => overlap(earlier, entry))) continue;
    picked.push(entry);
  }
  return picked;
}

/**
 * How long an offered slot is held: the park's offer time, but never past the slot's start,
 * when it could no longer be booked anyway.
 */
export function offerHeldUntil(now: Date, offerMinutes: number, startsAt: Date): Date {
  return new Date(Math.min(now.getTime() + offerMinutes * 60_000, startsAt.getTime()));
}

/** '10:45', or '23:55 on the 13th of June 2025' when the hold ends on another day than today. */
export function heldUntilWords(heldUntil: Date, now: Date, timeZone: string): string {
  const time = localTimeAt(heldUntil, timeZone);
  const day = localDateAt(heldUntil, timeZone);
  return day === localDateAt(now, timeZone) ? time : `${time} on the ${dateInWords(day)}`;
}

/** The day's slots someone may wait for: taken, and not yet started. */
export function waitableTimes(
  slots: readonly SlotState[],
  date: string,
  today: string,
  nowTime: string,
): string[] {
  return slots
    .filter((slot) => !slot.available && !slotHasStarted(date, slot.time, today, nowTime))
    .map((slot) => slot.time);
}
