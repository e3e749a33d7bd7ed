import type { Sql } from '../db/database';

export interface TwoFactorRecord {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: Date | null;
}

export async function readTwoFactor(sql: Sql, userId: string): Promise<TwoFactorRecord | null> {
  const [row] = await sql.query<{
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_enabled_at: Date | null;
  }>(
    `select totp_secret, totp_pending_secret, totp_enabled_at from users where id = $1
        and deleted_at is null`,
    [userId],
  );
  if (!row) return null;
  return {
    secret: row.totp_secret,
    pendingSecret: row.totp_pending_secret,
    enabledAt: row.totp_enabled_at,
  };
}

export async function setPendingSecret(sql: Sql, userId: string, secret: string): Promise<void> {
  await sql.query('update users set totp_pending_secret = $2 where id = $1', [userId, secret]);
}

/** The pending secret becomes the account's, with the step of the code that confirmed it. */
export async function enableTwoFactor(
  sql: Sql,
  userId: string,
  step: number,
  now: Date,
): Promise<void> {
  await sql.query(
    `update users set totp_secret = totp_pending_secret, totp_pending_secret = null,
                      totp_enabled_at = $3, totp_last_step = $2
      where id = $1 and totp_pending_secret is not null`,
    [userId, step, now],
  );
}

/**
 * Takes the step of a right code, once: two requests with the same code (or an older one) can
 * never both pass, as the row's update decides between them.
 */
export async function takeStep(sql: Sql, userId: string, step: number): Promise<boolean> {
  const rows = await sql.query(
    `update users set totp_last_step = $2
      where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [userId, step],
  );
  return rows.length === 1;
}

export async function clearTwoFactor(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update users set totp_secret = null, totp_pending_secret = null, totp_enabled_at = null,
                      totp_last_step = null
      where id = $1`,
    [userId],
  );
  await sql.query('delete from recovery_codes where user_id = $1', [userId]);
}

export async function replaceRecoveryCodes(
  sql: Sql,
  userId: string,
  hashes: readonly string[],
): Promise<void> {
  await sql.query('delete from recovery_codes where user_id = $1', [userId]);
  await sql.query(`insert into recovery_codes (user_id, code_hash) select $1, unnest($2::text[])`, [
    userId,
    hashes,
  ]);
}

/** Uses up a recovery code: true once, false for an unknown or used one. */
export async function spendRecoveryCode(
  sql: Sql,
  userId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `update recovery_codes set used_at = $3
      where user_id = $1 and code_hash = $2 and used_at is null returning user_id`,
    [userId, hash, now],
  );
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql.query<{ left: number }>(
    'select count(*)::int as left from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return row?.left ?? 0;
}

export async function insertChallenge(
  sql: Sql,
  challenge: { tokenHash: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await sql.query(
    `insert into sign_in_challenges (token_hash, user_id, created_at, expires_at)
     values ($1, $2, $3, $4)`,
    [challenge.tokenHash, challenge.userId, challenge.now, challenge.expiresAt],
  );
}

/** Whose password the challenge proves, while it is still fresh. */
export async function findChallenge(
  sql: Sql,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await sql.query<{ user_id: string }>(
    'select user_id from sign_in_challenges where token_hash = $1 and expires_at > $2',
    [tokenHash, now],
  );
  return row?.user_id ?? null;
}

export async function deleteChallenge(sql: Sql, tokenHash: string): Promise<void> {
  await sql.query('delete from sign_in_challenges where token_hash = $1', [tokenHash]);
}
