import type { Sql } from '../db/database';

export async function insertEmailChange(
  sql: Sql,
  change: {
    tokenHash: string;
    userId: string;
    oldEmail: string;
    newEmail: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await sql.query(
    `insert into email_changes (token_hash, user_id, old_email, new_email, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      change.tokenHash,
      change.userId,
      change.oldEmail,
      change.newEmail,
      change.now,
      change.expiresAt,
    ],
  );
}

/** Only the newest request counts: asking for another address forgets the earlier ones. */
export async function forgetEmailChanges(sql: Sql, userId: string): Promise<void> {
  await sql.query('delete from email_changes where user_id = $1 and used_at is null', [userId]);
}

/** The new address a live link waits on, if any. */
export async function pendingEmailChange(
  sql: Sql,
  userId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await sql.query<{ new_email: string }>(
    `select new_email from email_changes
      where user_id = $1 and used_at is null and expires_at > $2
      order by created_at desc limit 1`,
    [userId, now],
  );
  return row?.new_email ?? null;
}

/** Uses the link once: answers the account and its new address, or null. */
export async function useEmailChange(
  sql: Sql,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | null> {
  const [row] = await sql.query<{ user_id: string; new_email: string }>(
    `update email_changes set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning user_id, new_email`,
    [tokenHash, now],
  );
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** Sets the proven address; null when another account took it meanwhile. */
export async function setUserEmail(
  sql: Sql,
  userId: string,
  email: string,
  emailKey: string,
  now: Date,
): Promise<boolean> {
  const taken = await sql.query('select 1 from users where email_key = $1 and id <> $2', [
    emailKey,
    userId,
  ]);
  if (taken.length > 0) return false;
  await sql.query(
    `update users set email = $2, email_key = $3, email_verified_at = $4 where id = $1`,
    [userId, email, emailKey, now],
  );
  return true;
}
