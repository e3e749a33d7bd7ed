import { firstField } from '../../contract/fieldChoice';
import type { TodayLane, TodayResponse, WorkspaceDay } from '../../contract/workspace';
import { addDays } from '../../domain/calendar';
import { localDateAt, localTimeAt } from '../../domain/dates';
import { nowAndNext } from '../../domain/dayPlan';
import type { AppContext } from '../context/appContext';
import { type FieldDayCode, fieldCodesOn } from '../doorCodes/fieldDayCodes';
import { readPublicPark } from '../park/parkSql';
import { workspaceDays } from './calendar';
import { fieldAsked } from './fieldAsked';

/** How the field is opened, said where it is not the seed's week code, whose answer stays as it was. */
const notByWeek = ({ access }: FieldDayCode) => (access === 'week' ? {} : { access });

/** Each lane's code, and who is on its field now and next. */
function todayLanes(
  day: WorkspaceDay,
  codes: Map<number, FieldDayCode>,
  nowTime: string,
): TodayLane[] {
  return day.lanes.map((lane) => {
    const { now, next } = nowAndNext(
      day.bookings.filter((booking) => booking.fieldId === lane.fieldId),
      nowTime,
    );
    const code = codes.get(lane.fieldId);
    if (!code) throw new Error(`no gate code read for field ${lane.fieldId}`);
    return {
      fieldId: lane.fieldId,
      name: lane.name,
      gateCode: code.code,
      ...notByWeek(code),
      onFieldNowId: now,
      nextId: next,
    };
  });
}

/**
 * The day at a glance: today's gate code and hours, the day's bookings, who is on the field
 * and who is next, the unpaid holds, and tomorrow's first booking; of every field (the gate
 * code the first field's), or of the field asked for. With several fields, each lane has its
 * own code, now and next.
 */
export async function today(
  deps: Pick<AppContext, 'db' | 'clock'>,
  fieldId: number | null = null,
): Promise<TodayResponse> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  const codeField = fieldId === null ? firstField(park) : fieldAsked(park, fieldId);
  const date = localDateAt(now, park.timeZone);
  const nowTime = localTimeAt(now, park.timeZone);
  const [day, tomorrow] = await workspaceDays(deps.db, park, date, 2, now, fieldId);
  if (!day || !tomorrow) throw new Error('workspaceDays answered fewer days than asked');
  const wanted = new Set([codeField.id, ...day.lanes.map((lane) => lane.fieldId)]);
  const codes = await fieldCodesOn(deps.db, [...wanted], date, now);
  const code = codes.get(codeField.id);
  if (!code) throw new Error(`no gate code read for field ${codeField.id}`);
  const { now: onFieldNowId, next: nextId } = nowAndNext(day.bookings, nowTime);
  return {
    nowTime,
    gateCode: code.code,
    ...notByWeek(code),
    day,
    onFieldNowId,
    nextId,
    holds: day.bookings.filter((booking) => booking.status === 'pending'),
    tomorrow: {
      date: addDays(date, 1),
      first: tomorrow.bookings.find((booking) => booking.status === 'complete') ?? null,
    },
    lanes: todayLanes(day, codes, nowTime),
  };
}
