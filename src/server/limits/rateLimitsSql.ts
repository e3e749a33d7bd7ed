import type { Sql } from '../db/database';

export interface WindowCount {
  hits: number;
  windowEndsAt: Date;
}

/**
 * One more hit on a fixed-window counter, in one statement: concurrent hits on any instance
 * queue on the row, so none is lost. A window that has ended starts afresh with this hit.
 */
export async function countHit(
  sql: Sql,
  key: string,
  windowMs: number,
  now: Date,
): Promise<WindowCount> {
  const [row] = await sql.query<{ hits: number; window_ends_at: Date }>(
    `insert into rate_limits (key, hits, window_ends_at) values ($1, 1, $3)
     on conflict (key) do update set
       hits = case when rate_limits.window_ends_at <= $2 then 1 else rate_limits.hits + 1 end,
       window_ends_at = case when rate_limits.window_ends_at <= $2 then excluded.window_ends_at
                             else rate_limits.window_ends_at end
     returning hits, window_ends_at`,
    [key, now, new Date(now.getTime() + windowMs)],
  );
  if (!row) throw new Error(`the rate limit ${key} was not counted`);
  return { hits: row.hits, windowEndsAt: row.window_ends_at };
}

/** Counters whose window has ended count for nothing; the sweep removes them. */
export async function forgetEndedWindows(sql: Sql, now: Date): Promise<number> {
  const rows = await sql.query('delete from rate_limits where window_ends_at <= $1 returning key', [
    now,
  ]);
  return rows.length;
}
