import type { ClosedDateRow } from '../../contract/admin';
import type { Sql } from '../db/database';

export async function isClosedDay(sql: Sql, date: string): Promise<boolean> {
  const rows = await sql.query('select 1 from closed_dates where day = $1', [date]);
  return rows.length > 0;
}

/** Closes a day, or gives a closed one its new reason. */
export async function insertClosedDate(sql: Sql, date: string, reason: string): Promise<void> {
  await sql.query(
    `insert into closed_dates (day, reason) values ($1, $2)
     on conflict (day) do update set reason = excluded.reason`,
    [date, reason],
  );
}

/** Reopens a day; answers whether it was closed. */
export async function deleteClosedDate(sql: Sql, date: string): Promise<boolean> {
  const removed = await sql.query('delete from closed_dates where day = $1 returning day', [date]);
  return removed.length > 0;
}

export async function listClosedDates(sql: Sql): Promise<ClosedDateRow[]> {
  return sql.query<ClosedDateRow>(
    `select to_char(day, 'YYYY-MM-DD') as date, reason from closed_dates order by day`,
  );
}
