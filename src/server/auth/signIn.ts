import type { AccountResponse } from '../../contract/auth';
import { emailKey, isEmailAddress } from '../../domain/accounts';
import { AppError, TooManyRequests } from '../http/errors';
import type { AuthDeps } from './authDeps';
import { createAccount } from './createAccount';
import { deviceFor } from './deviceCookie';
import { writeVerification } from './emailVerification';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { type SignedIn, signedIn, startSession } from './sessions';
import { forgetAttempt, forgetOldAttempts, reserveAttempt } from './signInFailuresSql';
import { findUserByEmail, findUserById } from './usersSql';

const MINUTE = 60_000;
export const FAILURE_WINDOW_MS = 10 * MINUTE;
export const MAX_FAILURES = 10;

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The session cookie the browser had, ended by the new sign-in. */
  replacing: string | null;
  deviceCookie: string | null;
}

/**
 * Sign-up signs in at once (the seed's flow) and sends a link to prove the address; until it
 * is opened the account books and pays as any other, but is never a test account or staff.
 */
export async function signUp(
  deps: AuthDeps,
  attempt: Omit<SignInAttempt, 'ip'>,
): Promise<SignedIn> {
  const user = await createAccount(deps, {
    email: attempt.email,
    password: attempt.password,
    role: 'customer',
    madeBy: null,
  });
  const now = deps.clock.now();
  const token = await deps.db.transaction(async (tx) => {
    await writeVerification(tx, deps, user, now);
    return startSession(tx, user.id, attempt.replacing, now);
  });
  deps.outbox.wake();
  return signedIn(deps, token, user, attempt.deviceCookie);
}

/**
 * Checks the password within the limits (see signInFailuresSql.ts): the attempt is counted
 * before the password is checked, and forgotten if it was right.
 */
export async function signIn(deps: AuthDeps, attempt: SignInAttempt): Promise<SignedIn> {
  const now = deps.clock.now();
  const key = emailKey(attempt.email);
  const reservation = await reserveAttempt(
    deps.db,
    { ip: attempt.ip, emailKey: key, device: deviceFor(deps.deviceKey, attempt.deviceCookie, key) },
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

  const user = isEmailAddress(attempt.email.trim())
    ? await findUserByEmail(deps.db, attempt.email)
    : null;
  const ok = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : await verifyAgainstNothing(attempt.password);
  if (!user || !ok) {
    await forgetOldAttempts(deps.db, new Date(now.getTime() - 24 * 60 * MINUTE));
    throw new AppError('auth/invalid-credential');
  }
  const token = await deps.db.transaction(async (tx) => {
    await forgetAttempt(tx, reservation.id);
    return startSession(tx, user.id, attempt.replacing, now);
  });
  return signedIn(deps, token, user, attempt.deviceCookie);
}

/** The account as its owner may see it. */
export async function accountOf(
  deps: Pick<AuthDeps, 'db'>,
  userId: string,
): Promise<AccountResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('auth/unauthenticated');
  return {
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    payments: user.payments,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
