import type { ClosedDateRow } from '../../contract/admin';
import type { Sql } from '../db/database';

/** Whether the field is closed that day: closed on its own, or with the whole park. */
export async function isClosedDay(sql: Sql, fieldId: number, date: string): Promise<boolean> {
  const rows = await sql.query(
    'select 1 from closed_dates where day = $1 and (field_id is null or field_id = $2)',
    [date, fieldId],
  );
  return rows.length > 0;
}

/** Closes the whole park for a day, or gives a closed one its new reason. */
export async function insertClosedDate(sql: Sql, date: string, reason: string): Promise<void> {
  await sql.query(
    `insert into closed_dates (day, reason) values ($1, $2)
     on conflict (day, field_id) do update set reason = excluded.reason`,
    [date, reason],
  );
}

/** Reopens a day, for the whole park and each field; answers whether it was closed. */
export async function deleteClosedDate(sql: Sql, date: string): Promise<boolean> {
  const removed = await sql.query('delete from closed_dates where day = $1 returning day', [date]);
  return removed.length > 0;
}

export async function listClosedDates(sql: Sql): Promise<ClosedDateRow[]> {
  return sql.query<ClosedDateRow>(
    `select distinct on (day) to_char(day, 'YYYY-MM-DD') as date, reason
       from closed_dates order by day, field_id nulls first`,
  );
}
