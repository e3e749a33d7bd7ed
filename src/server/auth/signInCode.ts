import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import type { AuthContext } from './authContext';
import { rememberBrowser } from './rememberedBrowser';
import { type SignedIn, signedIn, startSession } from './sessions';
import { forgetAttempt } from './signInFailuresSql';
import { reserveSignInAttempt } from './signInLimits';
import { newToken, tokenHash } from './tokens';
import { checkCode } from './twoFactor';
import { deleteChallenge, findChallenge, insertChallenge } from './twoFactorSql';
import { findUserById } from './usersSql';

const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** The password was right and a code is needed: what the browser sends back with it. */
export interface CodeNeeded {
  challenge: string;
}

export function isCodeNeeded<T extends object>(outcome: T | CodeNeeded): outcome is CodeNeeded {
  return 'challenge' in outcome;
}

/** Notes that the account's password was just proven, for the next five minutes. */
export async function askForCode(tx: Sql, userId: string, now: Date): Promise<CodeNeeded> {
  const challenge = newToken();
  await insertChallenge(tx, {
    tokenHash: tokenHash(challenge),
    userId,
    now,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
  return { challenge };
}

export interface CodeAttempt {
  challenge: string;
  code: string;
  remember: boolean;
  ip: string;
  replacing: string | null;
  deviceCookie: string | null;
  rememberCookie: string | null;
  userAgent: string;
}

export interface SignedInWithCode extends SignedIn {
  /** The remember cookie's new value, when the browser asked to be remembered. */
  rememberCookie: string | null;
}

/**
 * The second step: a code from the app (once per 30-second step) or an unused recovery code.
 * Each try counts against the same limits as a password, so the six digits can't be guessed;
 * the challenge stays good for another try until it expires or a code is right.
 */
export async function signInWithCode(
  deps: AuthContext,
  attempt: CodeAttempt,
): Promise<SignedInWithCode> {
  const now = deps.clock.now();
  const hash = tokenHash(attempt.challenge);
  const userId = await findChallenge(deps.db, hash, now);
  const user = userId ? await findUserById(deps.db, userId) : null;
  if (!user?.twoFactorSince) throw new AppError('auth/sign-in-expired');
  const reservationId = await reserveSignInAttempt(deps, { ...attempt, email: user.email }, now);
  const token = await deps.db.transaction(async (tx) => {
    if (!(await checkCode(deps, tx, user.id, attempt.code, now))) return null;
    await forgetAttempt(tx, reservationId);
    await deleteChallenge(tx, hash);
    return startSession(tx, user.id, attempt.replacing, now, attempt.userAgent);
  });
  if (!token) throw new AppError('auth/invalid-code');
  const enabledAt = user.twoFactorSince;
  return {
    ...signedIn(deps, token, user, attempt.deviceCookie),
    rememberCookie: attempt.remember
      ? rememberBrowser(deps.deviceKey, attempt.rememberCookie, { userId: user.id, enabledAt }, now)
      : null,
  };
}
