import { emailKey } from '../../domain/accounts';
import { TooManyRequests } from '../http/errors';
import type { AuthDeps } from './authDeps';
import { deviceFor } from './deviceCookie';
import { reserveAttempt } from './signInFailuresSql';

const MINUTE = 60_000;
export const FAILURE_WINDOW_MS = 10 * MINUTE;
export const MAX_FAILURES = 10;

/**
 * Counts an attempt on the account's counters before anything is checked (see
 * signInFailuresSql.ts): passwords and codes alike, so guessing either is slowed the same.
 */
export async function reserveSignInAttempt(
  deps: Pick<AuthDeps, 'db' | 'deviceKey'>,
  source: { ip: string; email: string; deviceCookie: string | null },
  now: Date,
): Promise<number> {
  const key = emailKey(source.email);
  const reservation = await reserveAttempt(
    deps.db,
    { ip: source.ip, emailKey: key, device: deviceFor(deps.deviceKey, source.deviceCookie, key) },
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
