import type { AvailabilityResponse } from '../../contract/bookings';
import { fieldOf } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import {
  addDays,
  daysInMonth,
  formatYearMonth,
  rollingWindow,
  type YearMonth,
} from '../../domain/calendar';
import { localDateAt, localTimeAt } from '../../domain/dates';
import { clockTimeOf, minutesOf } from '../../domain/slots';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { type PreparedAnswer, prepareJson } from '../http/preparedAnswer';
import { readPublicPark } from '../park/parkSql';
import type { Clock } from '../platform/clock';
import type { TakenTime } from './bookingListsSql';
import { holdsAt, takenInMonth } from './busyMemory';

const MINUTE_MS = 60_000;

/** One month of the booking calendar as it stands at `now`, from the month's taken times. */
function monthAvailability(
  park: PublicPark,
  field: ParkField,
  month: YearMonth,
  now: Date,
  taken: readonly TakenTime[],
): AvailabilityResponse {
  const today = localDateAt(now, park.timeZone);
  const window = rollingWindow(today, park.bookingWindowMonths);
  if (!window.some((m) => m.year === month.year && m.month === month.month)) {
    throw new AppError('availability/out-of-window');
  }
  const first = `${formatYearMonth(month)}-01`;
  const days = Array.from({ length: daysInMonth(month.year, month.month) }, (_, i) =>
    addDays(first, i),
  );
  const at = now.getTime();
  return {
    month: formatYearMonth(month),
    today,
    nowTime: localTimeAt(now, park.timeZone),
    closedDays: field.closedDates.filter((date) => date.startsWith(formatYearMonth(month))),
    pastDays: days.filter((date) => date < today),
    busy: taken
      .filter((held) => holdsAt(held, at))
      .map((held) => ({
        date: held.date,
        start: held.time,
        end: clockTimeOf(minutesOf(held.time) + held.minutes),
      })),
  };
}

interface KeptAnswer {
  park: PublicPark;
  /** The instants (epoch ms) between which it is right: its minute, until a hold lapses. */
  from: number;
  until: number;
  answer: PreparedAnswer;
}

/**
 * Answers kept with the taken times they were made from: a change to the month makes a new
 * array (busyMemory.ts), and the answer goes with the old one.
 */
const kept = new WeakMap<readonly TakenTime[], KeptAnswer>();

/** When an answer made at `at` stops being right: the next minute, or a hold lapsing before it. */
function rightUntil(taken: readonly TakenTime[], at: number): number {
  let until = (Math.floor(at / MINUTE_MS) + 1) * MINUTE_MS;
  for (const held of taken) {
    if (held.heldUntil !== null && held.heldUntil > at) until = Math.min(until, held.heldUntil);
  }
  return until;
}

/**
 * A field's month of the booking calendar, as JSON ready to send: made once per minute and per
 * change to the month's bookings, whoever asks (decision 129).
 */
export async function monthAvailabilityAnswer(
  db: Database,
  clock: Clock,
  month: YearMonth,
  fieldId?: number,
): Promise<PreparedAnswer> {
  const park = await readPublicPark(db);
  const field = fieldOf(park, fieldId);
  if (!field) {
    const message = 'There is no such field.';
    throw new AppError('request/invalid', message, { field: message });
  }
  const now = clock.now();
  const at = now.getTime();
  const taken = await takenInMonth(db, field.id, formatYearMonth(month), park.timeZone);
  const last = kept.get(taken);
  if (last && last.park === park && at >= last.from && at < last.until) return last.answer;
  const answer = prepareJson(JSON.stringify(monthAvailability(park, field, month, now, taken)));
  kept.set(taken, {
    park,
    from: Math.floor(at / MINUTE_MS) * MINUTE_MS,
    until: rightUntil(taken, at),
    answer,
  });
  return answer;
}
