import type { Role } from '../../domain/accounts';
import type { Sql } from '../db/database';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  paid: boolean;
  isTest: boolean;
  /** Whether the owner of the address has opened the link sent to it. */
  emailVerified: boolean;
  /** Whether the account signs in with a code as well (staff must). */
  twoFactor: boolean;
}

export interface ActiveSession {
  tokenHash: string;
  lastSeenAt: Date;
  user: SessionUser;
}

export async function insertSession(
  sql: Sql,
  session: { tokenHash: string; userId: string; now: Date; expiresAt: Date; userAgent: string },
): Promise<void> {
  await sql.query(
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, user_agent)
     values ($1, $2, $3, $3, $4, $5)`,
    [session.tokenHash, session.userId, session.now, session.expiresAt, session.userAgent],
  );
}

export interface KnownSession extends ActiveSession {
  expiresAt: Date;
}

/**
 * The session and its user, whether or not it has ended: when it ends is decided by the
 * caller against the clock, so one read may be kept and checked again later. Migration 032's
 * trigger on users tells every instance when a column read here changes: keep them in step.
 */
export async function findSession(sql: Sql, tokenHash: string): Promise<KnownSession | null> {
  const [row] = await sql.query<{
    token_hash: string;
    last_seen_at: Date;
    expires_at: Date;
    id: string;
    email: string;
    role: Role;
    paid: boolean;
    is_test: boolean;
    email_verified: boolean;
    two_factor: boolean;
  }>(
    `select s.token_hash, s.last_seen_at, s.expires_at, u.id, u.email, u.role, u.paid, u.is_test,
            u.email_verified_at is not null as email_verified,
            u.totp_enabled_at is not null as two_factor
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1`,
    [tokenHash],
  );
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    user: {
      id: row.id,
      email: row.email,
      role: row.role,
      paid: row.paid,
      isTest: row.is_test,
      emailVerified: row.email_verified,
      twoFactor: row.two_factor,
    },
  };
}

export async function touchSession(sql: Sql, tokenHash: string, now: Date): Promise<void> {
  await sql.query(`update sessions set last_seen_at = $2 where token_hash = $1`, [tokenHash, now]);
}

export async function deleteSession(sql: Sql, tokenHash: string): Promise<void> {
  await sql.query(`delete from sessions where token_hash = $1`, [tokenHash]);
}

export async function deleteUserSessions(sql: Sql, userId: string): Promise<void> {
  await sql.query(`delete from sessions where user_id = $1`, [userId]);
}

export interface SessionListing {
  id: string;
  tokenHash: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The account's live sessions, the most recently used first. */
export async function listUserSessions(
  sql: Sql,
  userId: string,
  now: Date,
  idleSince: Date,
): Promise<SessionListing[]> {
  const rows = await sql.query<{
    id: string;
    token_hash: string;
    user_agent: string;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `select id, token_hash, user_agent, created_at, last_seen_at from sessions
      where user_id = $1 and expires_at > $2 and last_seen_at > $3
      order by last_seen_at desc, created_at desc`,
    [userId, now, idleSince],
  );
  return rows.map((row) => ({
    id: row.id,
    tokenHash: row.token_hash,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/** Ends one session of the account by its listed id; answers whether there was one. */
export async function deleteUserSession(sql: Sql, userId: string, id: string): Promise<boolean> {
  const rows = await sql.query('delete from sessions where user_id = $1 and id = $2 returning id', [
    userId,
    id,
  ]);
  return rows.length === 1;
}

/** Ends every session of the account but the one in use; answers how many ended. */
export async function deleteOtherSessions(
  sql: Sql,
  userId: string,
  keepTokenHash: string | null,
): Promise<number> {
  const rows = await sql.query(
    `delete from sessions where user_id = $1 and token_hash <> coalesce($2, '') returning id`,
    [userId, keepTokenHash],
  );
  return rows.length;
}

/** The listed id of the session a token opens, if it is one. */
export async function sessionIdOf(sql: Sql, tokenHash: string): Promise<string | null> {
  const [row] = await sql.query<{ id: string }>('select id from sessions where token_hash = $1', [
    tokenHash,
  ]);
  return row?.id ?? null;
}
