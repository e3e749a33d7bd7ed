import { namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import type { CalendarResponse, WorkspaceDay, WorkspaceLane } from '../../contract/workspace';
import { addDays } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { dayOpening } from '../../domain/dayPlan';
import { parkDayOpening } from '../../domain/fieldDays';
import { hoursOn } from '../../domain/openingHours';
import { instantOf } from '../../domain/zonedTime';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { readPublicPark } from '../park/parkSql';
import { fieldAsked } from './fieldAsked';
import {
  bookingsHoldingTheField,
  type ClosedDay,
  closedDaysBetween,
  type WorkspaceRowBooking,
} from './workspaceSql';

type WorkspacePark = Pick<PublicPark, 'timeZone' | 'fields'>;

/** A field's own day: a whole-park closure closes it as surely as its own. */
function laneOf(field: ParkField, date: string, closed: readonly ClosedDay[]): WorkspaceLane {
  const closure =
    closed.find((day) => day.fieldId === null) ?? closed.find((day) => day.fieldId === field.id);
  return {
    fieldId: field.id,
    name: field.name,
    ...dayOpening(hoursOn(field.hours, date), closure?.reason),
  };
}

/**
 * One day of the fields shown. A park of one field shows the day as it always has, without
 * lanes; with several, each field has a lane (a retired one only on a day it still has
 * bookings, unless it was asked for) and the park's hours are taken over them.
 */
function workspaceDay(
  park: WorkspacePark,
  date: string,
  shown: { fields: readonly ParkField[]; asked: boolean },
  bookings: readonly WorkspaceRowBooking[],
  closed: readonly ClosedDay[],
): WorkspaceDay {
  const named = bookings.map((booking) => ({ ...booking, fieldName: namedField(park, booking) }));
  const [first] = shown.fields;
  if (park.fields.length < 2 || !first) {
    const hours = first ? hoursOn(first.hours, date) : null;
    return { date, ...dayOpening(hours, closed[0]?.reason), bookings: named, lanes: [] };
  }
  const lanes = shown.fields
    .filter(
      (field) =>
        shown.asked || !field.retired || bookings.some((booking) => booking.fieldId === field.id),
    )
    .map((field) => laneOf(field, date, closed));
  return { date, ...parkDayOpening(lanes), bookings: named, lanes };
}

/**
 * `count` days from `from`: each with its hours or closed reason, its bookings in order and, in
 * a park of several fields, a lane for each field; only the field `fieldId` when one is asked.
 */
export async function workspaceDays(
  sql: Sql,
  park: WorkspacePark,
  from: string,
  count: number,
  now: Date,
  fieldId: number | null = null,
): Promise<WorkspaceDay[]> {
  const asked = fieldId === null ? null : fieldAsked(park, fieldId);
  const dates = Array.from({ length: count }, (_, offset) => addDays(from, offset));
  const last = addDays(from, count - 1);
  const bookings = await bookingsHoldingTheField(
    sql,
    {
      from: instantOf(from, '00:00', park.timeZone),
      to: instantOf(addDays(last, 1), '00:00', park.timeZone),
      timeZone: park.timeZone,
      fieldId: asked?.id ?? null,
    },
    now,
  );
  const closed = await closedDaysBetween(sql, from, last);
  const shown = { fields: asked ? [asked] : park.fields, asked: asked !== null };
  return dates.map((date) =>
    workspaceDay(
      park,
      date,
      shown,
      bookings.filter((booking) => booking.date === date),
      closed.filter((day) => day.date === date),
    ),
  );
}

/** The admin calendar: a week (or a day) of bookings from `from`, closed days marked. */
export async function calendar(
  deps: Pick<AppContext, 'db' | 'clock'>,
  query: { from: string; days: number; field?: number | undefined },
): Promise<CalendarResponse> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  const { from, days } = query;
  return {
    from,
    to: addDays(from, days - 1),
    today: localDateAt(now, park.timeZone),
    days: await workspaceDays(deps.db, park, from, days, now, query.field ?? null),
  };
}
