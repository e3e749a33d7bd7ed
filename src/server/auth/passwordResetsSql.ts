import type { Sql } from '../db/database';

export async function countResetsSince(sql: Sql, userId: string, since: Date): Promise<number> {
  const [row] = await sql.query<{ count: number }>(
    `select count(*)::int as count from password_resets where user_id = $1 and created_at > $2`,
    [userId, since],
  );
  return row?.count ?? 0;
}

export async function insertReset(
  sql: Sql,
  reset: { tokenHash: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await sql.query(
    `insert into password_resets (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)`,
    [reset.tokenHash, reset.userId, reset.now, reset.expiresAt],
  );
}

/**
 * Uses the reset link if it is unused and in date; answers its user. Using it also voids the
 * user's other outstanding links. The row lock makes two clicks at once use it once.
 */
export async function useReset(sql: Sql, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await sql.query<{ user_id: string }>(
    `update password_resets set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning user_id`,
    [tokenHash, now],
  );
  if (!row) return null;
  await sql.query(
    `update password_resets set used_at = $2 where user_id = $1 and used_at is null`,
    [row.user_id, now],
  );
  return row.user_id;
}
