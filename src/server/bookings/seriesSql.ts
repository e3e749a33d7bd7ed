import type { Sql } from '../db/database';

/** A repeat booking's row: who, and how many weeks they asked for. Its weeks point to it. */
export async function insertSeries(
  sql: Sql,
  series: { userId: string; weeks: number },
  now: Date,
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    'insert into booking_series (user_id, weeks, created_at) values ($1, $2, $3) returning id',
    [series.userId, series.weeks, now],
  );
  if (!row) throw new Error('insert into booking_series returned no id');
  return row.id;
}
