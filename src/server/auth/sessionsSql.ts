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
}

export interface ActiveSession {
  tokenHash: string;
  lastSeenAt: Date;
  user: SessionUser;
}

export async function insertSession(
  sql: Sql,
  session: { tokenHash: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await sql.query(
    `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $3, $4)`,
    [session.tokenHash, session.userId, session.now, session.expiresAt],
  );
}

/** The session and its user, if it has neither reached its end nor sat idle too long. */
export async function findActiveSession(
  sql: Sql,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<ActiveSession | null> {
  const [row] = await sql.query<{
    token_hash: string;
    last_seen_at: Date;
    id: string;
    email: string;
    role: Role;
    paid: boolean;
    is_test: boolean;
    email_verified: boolean;
  }>(
    `select s.token_hash, s.last_seen_at, u.id, u.email, u.role, u.paid, u.is_test,
            u.email_verified_at is not null as email_verified
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.expires_at > $2 and s.last_seen_at > $3`,
    [tokenHash, now, idleSince],
  );
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    lastSeenAt: row.last_seen_at,
    user: {
      id: row.id,
      email: row.email,
      role: row.role,
      paid: row.paid,
      isTest: row.is_test,
      emailVerified: row.email_verified,
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
