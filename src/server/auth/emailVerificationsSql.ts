import type { Sql } from '../db/database';

export async function insertVerification(
  sql: Sql,
  link: { tokenHash: string; userId: string; emailKey: string; now: Date; expiresAt: Date },
): Promise<void> {
  await sql.query(
    `insert into email_verifications (token_hash, user_id, email_key, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [link.tokenHash, link.userId, link.emailKey, link.now, link.expiresAt],
  );
}

export async function countVerificationsSince(
  sql: Sql,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await sql.query<{ count: number; oldest: Date | null }>(
    `select count(*)::int as count, min(created_at) as oldest
       from email_verifications where user_id = $1 and created_at > $2`,
    [userId, since],
  );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export interface VerificationLink {
  userId: string;
  emailKey: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The link, locked so two clicks at once use it once. */
export async function lockVerification(
  sql: Sql,
  tokenHash: string,
): Promise<VerificationLink | null> {
  const [row] = await sql.query<{
    user_id: string;
    email_key: string;
    expires_at: Date;
    used_at: Date | null;
  }>(
    `select user_id, email_key, expires_at, used_at from email_verifications
      where token_hash = $1 for update`,
    [tokenHash],
  );
  return row
    ? {
        userId: row.user_id,
        emailKey: row.email_key,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
      }
    : null;
}

export async function markVerificationUsed(sql: Sql, tokenHash: string, now: Date): Promise<void> {
  await sql.query('update email_verifications set used_at = $2 where token_hash = $1', [
    tokenHash,
    now,
  ]);
}
