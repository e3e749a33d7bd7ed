import { emailKey } from '../../domain/accounts';
import type { Sql } from '../db/database';
import type { AuthContext } from './authContext';
import { withDevice } from './deviceCookie';
import { sessionByHash } from './sessionMemory';
import {
  deleteSession,
  insertSession,
  type KnownSession,
  type SessionUser,
  touchSession,
} from './sessionsSql';
import { newToken, tokenHash } from './tokens';
import type { UserRecord } from './usersSql';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SESSION_LIFETIME_MS = 30 * DAY;
export const SESSION_IDLE_MS = 7 * DAY;
/** Seen-at is refreshed at most this often, so reading pages doesn't mean a write each time. */
const SESSION_TOUCH_MS = 5 * MINUTE;

/** A signed-in browser: the cookie's token (shown once, never stored) and who it is. */
export interface SignedIn {
  token: string;
  user: SessionUser;
  /** The device cookie's new value: this browser has now signed in to this account. */
  deviceCookie: string;
}

export function sessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    paid: user.paid,
    isTest: user.isTest,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactor: user.twoFactorSince !== null,
  };
}

/** Starts a session for the user, ending the one the browser had. Answers the cookie's token. */
export async function startSession(
  tx: Sql,
  userId: string,
  replacing: string | null,
  now: Date,
  userAgent = '',
): Promise<string> {
  if (replacing) await deleteSession(tx, tokenHash(replacing));
  const token = newToken();
  await insertSession(tx, {
    tokenHash: tokenHash(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    // Only shown back to the account's owner; cut so a huge header can't bloat the table.
    userAgent: userAgent.slice(0, 400),
  });
  return token;
}

export function signedIn(
  deps: Pick<AuthContext, 'deviceKey'>,
  token: string,
  user: UserRecord,
  deviceCookie: string | null,
): SignedIn {
  return {
    token,
    user: sessionUser(user),
    deviceCookie: withDevice(deps.deviceKey, deviceCookie, emailKey(user.email)),
  };
}

export async function signOut(deps: Pick<AuthContext, 'db'>, token: string | null): Promise<void> {
  if (token) await deleteSession(deps.db, tokenHash(token));
}

/** Who the cookie's token belongs to, if its session is still alive. */
export async function currentUser(
  deps: Pick<AuthContext, 'db' | 'clock'>,
  token: string | null,
): Promise<SessionUser | null> {
  if (!token) return null;
  const now = deps.clock.now();
  const hash = tokenHash(token);
  let session = await sessionByHash(deps.db, hash);
  // Another instance may have seen it since this one kept it (seen-at moves without a notice).
  if (session && idle(session, now)) session = await sessionByHash(deps.db, hash, { afresh: true });
  if (!session || session.expiresAt <= now || idle(session, now)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await touchSession(deps.db, session.tokenHash, now);
    // What is kept moves with it, so the next request neither writes again nor counts it idle.
    session.lastSeenAt = now;
  }
  return session.user;
}

function idle(session: KnownSession, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS;
}
