import type { PublicPark } from '../../contract/park';
import type { CalendarResponse, WorkspaceDay } from '../../contract/workspace';
import { addDays } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { dayOpening } from '../../domain/dayPlan';
import { hoursOn } from '../../domain/openingHours';
import { instantOf } from '../../domain/zonedTime';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { readPublicPark } from '../park/parkSql';
import { bookingsHoldingTheField, closedReasonsBetween } from './workspaceSql';

/** `count` days from `from`: each with its hours or closed reason, and its bookings in order. */
export async function workspaceDays(
  sql: Sql,
  park: Pick<PublicPark, 'timeZone' | 'hours'>,
  from: string,
  count: number,
  now: Date,
): Promise<WorkspaceDay[]> {
  const dates = Array.from({ length: count }, (_, offset) => addDays(from, offset));
  const last = addDays(from, count - 1);
  const bookings = await bookingsHoldingTheField(
    sql,
    {
      from: instantOf(from, '00:00', park.timeZone),
      to: instantOf(addDays(last, 1), '00:00', park.timeZone),
      timeZone: park.timeZone,
    },
    now,
  );
  const closed = await closedReasonsBetween(sql, from, last);
  return dates.map((date) => ({
    date,
    ...dayOpening(hoursOn(park.hours, date), closed.get(date)),
    bookings: bookings.filter((booking) => booking.date === date),
  }));
}

/** The admin calendar: a week (or a day) of bookings from `from`, closed days marked. */
export async function calendar(
  deps: Pick<AppContext, 'db' | 'clock'>,
  from: string,
  days: number,
): Promise<CalendarResponse> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  return {
    from,
    to: addDays(from, days - 1),
    today: localDateAt(now, park.timeZone),
    days: await workspaceDays(deps.db, park, from, days, now),
  };
}
