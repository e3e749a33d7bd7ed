import type { Sql } from '../db/database';

/** Whether the field is closed that day: closed on its own, or with the whole park. */
export async function isClosedDay(sql: Sql, fieldId: number, date: string): Promise<boolean> {
  const rows = await sql.query(
    'select 1 from closed_dates where day = $1 and (field_id is null or field_id = $2)',
    [date, fieldId],
  );
  return rows.length > 0;
}

/**
 * Closes a day for one field, or for the whole park when `fieldId` is null, or gives a closed
 * one its new reason.
 */
export async function insertClosedDate(
  sql: Sql,
  date: string,
  reason: string,
  fieldId: number | null = null,
): Promise<void> {
  await sql.query(
    `insert into closed_dates (day, reason, field_id) values ($1, $2, $3)
     on conflict (day, field_id) do update set reason = excluded.reason`,
    [date, reason, fieldId],
  );
}

/**
 * Reopens a day: its closure of one field, of the whole park (`fieldId` null), or, with
 * `fieldId` undefined, every closure of the day. Answers whether anything was closed.
 */
export async function deleteClosedDate(
  sql: Sql,
  date: string,
  fieldId?: number | null,
): Promise<boolean> {
  const removed =
    fieldId === undefined
      ? await sql.query('delete from closed_dates where day = $1 returning day', [date])
      : await sql.query(
          'delete from closed_dates where day = $1 and field_id is not distinct from $2 returning day',
          [date, fieldId],
        );
  return removed.length > 0;
}

/** A closed date: of the whole park (`fieldId` null) or of one field. */
export interface ClosedDate {
  date: string;
  reason: string;
  fieldId: number | null;
}

/** Every closed date, the whole park's before any field's of the same day. */
export async function listClosedDates(sql: Sql): Promise<ClosedDate[]> {
  const rows = await sql.query<{ date: string; reason: string; field_id: number | string | null }>(
    `select to_char(day, 'YYYY-MM-DD') as date, reason, field_id
       from closed_dates order by day, field_id nulls first`,
  );
  return rows.map((row) => ({
    date: row.date,
    reason: row.reason,
    fieldId: row.field_id === null ? null : Number(row.field_id),
  }));
}
