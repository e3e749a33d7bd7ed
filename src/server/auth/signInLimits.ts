import { emailKey } from '../../domain/accounts';
import type { Database } from '../db/database';
import { TooManyRequests } from '../http/errors';
import type { AuthContext } from './authContext';
import { deviceFor } from './deviceCookie';
import { type AttemptSource, reserveAttempt } from './signInFailuresSql';

const MINUTE = 60_000;
export const FAILURE_WINDOW_MS = 10 * MINUTE;
export const MAX_FAILURES = 10;

/**
 * Counts an attempt on the account's counters before anything is checked (see
 * signInFailuresSql.ts): passwords and codes alike, so guessing either is slowed the same.
 */
export async function reserveSignInAttempt(
  deps: Pick<AuthContext, 'db' | 'deviceKey'>,
  source: { ip: string; email: string; deviceCookie: string | null },
  now: Date,
): Promise<number> {
  const key = emailKey(source.email);
  const device = deviceFor(deps.deviceKey, source.deviceCookie, key);
  return reserve(deps.db, { ip: source.ip, emailKey: key, device }, now);
}

/**
 * Counts a check of the account's password made through a session (changing the password or
 * the address, two-factor, deleting the account) on the same counters as signing in with no
 * device cookie: whoever holds a stolen session gets no more guesses than a stranger at the
 * sign-in form, and the two together no more than the account's allowance.
 */
export async function reservePasswordCheck(
  db: Database,
  source: { ip: string; email: string },
  now: Date,
): Promise<number> {
  return reserve(db, { ip: source.ip, emailKey: emailKey(source.email), device: null }, now);
}

async function reserve(db: Database, source: AttemptSource, now: Date): Promise<number> {
  const reservation = await reserveAttempt(
    db,
    source,
    { max: MAX_FAILURES, ms: FAILURE_WINDOW_MS },
    now,
  );
  if (!reservation.ok) {
    throw new TooManyRequests(
      'auth/too-many-requests',
      'Too many failed attempts. Please wait a few minutes and try again.',
      (reservation.retryAt.getTime() - now.getTime()) / 1000,
    );
  }
  return reservation.id;
}
