import type { Sql } from '../db/database';

/**
 * Unpaid holds still in their time: someone may yet pay, or the slot comes free when the hold
 * lapses. Read on the `bookings_holds` index (migration 005).
 */
export async function countUnpaidHolds(sql: Sql, now: Date): Promise<number> {
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from bookings
      where status = 'pending' and hold_expires_at > $1`,
    [now],
  );
  return count?.total ?? 0;
}
