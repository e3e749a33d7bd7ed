import type { AvailabilityResponse } from '../../contract/bookings';
import { fieldOf } from '../../contract/fieldChoice';
import {
  addDays,
  daysInMonth,
  formatYearMonth,
  rollingWindow,
  type YearMonth,
} from '../../domain/calendar';
import { localDateAt, localTimeAt } from '../../domain/dates';
import { clockTimeOf, minutesOf } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import type { Clock } from '../platform/clock';
import { busyBetween } from './bookingListsSql';

function firstDay(month: YearMonth): string {
  return `${formatYearMonth(month)}-01`;
}

/** One month of the booking calendar, from one indexed query over the bookings. */
export async function monthAvailability(
  db: Database,
  clock: Clock,
  month: YearMonth,
  fieldId?: number,
): Promise<AvailabilityResponse> {
  const park = await readPublicPark(db);
  const field = fieldOf(park, fieldId);
  if (!field) {
    const message = 'There is no such field.';
    throw new AppError('request/invalid', message, { field: message });
  }
  const now = clock.now();
  const today = localDateAt(now, park.timeZone);
  const window = rollingWindow(today, park.bookingWindowMonths);
  if (!window.some((m) => m.year === month.year && m.month === month.month)) {
    throw new AppError('availability/out-of-window');
  }
  const first = firstDay(month);
  const days = Array.from({ length: daysInMonth(month.year, month.month) }, (_, i) =>
    addDays(first, i),
  );
  const nextMonth = addDays(first, days.length);
  const busy = await busyBetween(
    db,
    field.id,
    instantOf(first, '00:00', park.timeZone),
    instantOf(nextMonth, '00:00', park.timeZone),
    now,
  );
  return {
    month: formatYearMonth(month),
    today,
    nowTime: localTimeAt(now, park.timeZone),
    closedDays: field.closedDates.filter((date) => date.startsWith(formatYearMonth(month))),
    pastDays: days.filter((date) => date < today),
    busy: busy.map((held) => ({
      date: held.date,
      start: held.time,
      end: clockTimeOf(minutesOf(held.time) + held.minutes),
    })),
  };
}
