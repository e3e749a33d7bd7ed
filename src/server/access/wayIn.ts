import type { AccessKind } from '../../contract/parkFields';
import { parseLocalDate } from '../../domain/dates';
import { doorWeekOf } from '../../domain/doorCodes';
import type { Sql } from '../db/database';
import { dayCode, doorCode } from '../doorCodes/doorCodesSql';
import { planLockCode } from './lockCodesSql';

// How a booking gets its way in, by how its field is opened (decision 117). Every path that
// confirms or moves a booking comes here, so a field's choice holds on all of them.

export async function accessKindOf(sql: Sql, fieldId: number): Promise<AccessKind> {
  const [row] = await sql.query<{ access_kind: AccessKind }>(
    'select access_kind from fields where id = $1',
    [fieldId],
  );
  if (!row) throw new Error(`no field ${fieldId}`);
  return row.access_kind;
}

/**
 * The code a booking on the field that day is given now: the month-week's or the day's code,
 * or null on a field opened by lock, whose own code the lock job sets and sends.
 */
export async function codeForBooking(
  sql: Sql,
  fieldId: number,
  date: string,
  now: Date,
): Promise<string | null> {
  const kind = await accessKindOf(sql, fieldId);
  if (kind === 'day') return dayCode(sql, fieldId, date, now);
  if (kind === 'lock') return null;
  const { year, month } = parseLocalDate(date);
  return doorCode(sql, fieldId, { year, month, week: doorWeekOf(date) }, now);
}

export interface BookedSlot {
  id: number;
  fieldId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Gives a confirmed (or moved) booking its way in: its code where the field has one code for
 * everyone booked then, stored on the booking; on a field opened by lock, a code of its own is
 * asked of the lock, in the same transaction, by a job that runs after it commits. A moved
 * booking's earlier lock code is taken off the lock. Answers the code stored (null: to come).
 */
export async function giveWayIn(
  sql: Sql,
  booking: BookedSlot & { date: string },
  now: Date,
): Promise<string | null> {
  const code = await codeForBooking(sql, booking.fieldId, booking.date, now);
  await planLockCode(sql, booking, now);
  return code;
}
