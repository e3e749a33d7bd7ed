import { firstField } from '../../contract/fieldChoice';
import type { TodayResponse } from '../../contract/workspace';
import { addDays, yearMonthOf } from '../../domain/calendar';
import { localDateAt, localTimeAt } from '../../domain/dates';
import { nowAndNext } from '../../domain/dayPlan';
import { doorWeekOf } from '../../domain/doorCodes';
import type { AppContext } from '../context/appContext';
import { doorCode } from '../doorCodes/doorCodesSql';
import { readPublicPark } from '../park/parkSql';
import { workspaceDays } from './calendar';

/**
 * The day at a glance: today's gate code and hours, the day's bookings, who is on the field
 * and who is next, the unpaid holds, and tomorrow's first booking.
 */
export async function today(deps: Pick<AppContext, 'db' | 'clock'>): Promise<TodayResponse> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  const date = localDateAt(now, park.timeZone);
  const nowTime = localTimeAt(now, park.timeZone);
  const { year, month } = yearMonthOf(date);
  const week = { year, month, week: doorWeekOf(date) };
  const gateCode = await doorCode(deps.db, firstField(park).id, week, now);
  const [day, tomorrow] = await workspaceDays(deps.db, park, date, 2, now);
  if (!day || !tomorrow) throw new Error('workspaceDays answered fewer days than asked');
  const { now: onFieldNowId, next: nextId } = nowAndNext(day.bookings, nowTime);
  return {
    nowTime,
    gateCode,
    day,
    onFieldNowId,
    nextId,
    holds: day.bookings.filter((booking) => booking.status === 'pending'),
    tomorrow: {
      date: addDays(date, 1),
      first: tomorrow.bookings.find((booking) => booking.status === 'complete') ?? null,
    },
  };
}
