import type { AccessKind } from '../../contract/parkFields';
import { parseLocalDate } from '../../domain/dates';
import { doorWeekOf } from '../../domain/doorCodes';
import type { Sql } from '../db/database';
import { dayCodesOfFields, doorCodesOfFields } from './doorCodesSql';

/** The code staff give out for a field on a day, and what kind of code it is. */
export interface FieldDayCode {
  code: string;
  /**
   * week: the month-week's code everyone booked then shares; day: the day's; lock: the day's
   * fallback code, given only when a booking's own code could not be set on the lock.
   */
  access: AccessKind;
}

/** Each field's code on a day, by how it is opened, in a few statements however many fields. */
export async function fieldCodesOn(
  sql: Sql,
  fieldIds: readonly number[],
  date: string,
  now: Date,
): Promise<Map<number, FieldDayCode>> {
  const kinds = await sql.query<{ id: number | string; access_kind: AccessKind }>(
    'select id, access_kind from fields where id = any($1::bigint[])',
    [fieldIds],
  );
  const byWeek = kinds.filter((row) => row.access_kind === 'week').map((row) => Number(row.id));
  const byDay = kinds.filter((row) => row.access_kind !== 'week').map((row) => Number(row.id));
  const { year, month } = parseLocalDate(date);
  const weekCodes = byWeek.length
    ? await doorCodesOfFields(sql, byWeek, { year, month, week: doorWeekOf(date) }, now)
    : new Map<number, string>();
  const dayCodes = byDay.length
    ? await dayCodesOfFields(sql, byDay, date, now)
    : new Map<number, string>();
  return new Map(
    kinds.map((row) => {
      const id = Number(row.id);
      const code = weekCodes.get(id) ?? dayCodes.get(id);
      if (!code) throw new Error(`no code read for field ${id} on ${date}`);
      return [id, { code, access: row.access_kind }];
    }),
  );
}
