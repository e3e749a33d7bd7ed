import type { AccountResponse } from '../../contract/auth';
import { isEmailAddress } from '../../domain/accounts';
import { AppError } from '../http/errors';
import type { AuthContext } from './authContext';
import { createAccount } from './createAccount';
import { pendingEmailChange } from './emailChangesSql';
import { writeVerification } from './emailVerification';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { isRemembered } from './rememberedBrowser';
import { type SignedIn, signedIn, startSession } from './sessions';
import { askForCode, type CodeNeeded } from './signInCode';
import { forgetAttempt, forgetOldAttempts } from './signInFailuresSql';
import { reserveSignInAttempt } from './signInLimits';
import { countRecoveryCodesLeft } from './twoFactorSql';
import { findUserByEmail, findUserById, type UserRecord } from './usersSql';

export { FAILURE_WINDOW_MS, MAX_FAILURES } from './signInLimits';

const MINUTE = 60_000;

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The session cookie the browser had, ended by the new sign-in. */
  replacing: string | null;
  deviceCookie: string | null;
  /** The browser's own name for itself, shown back on the account page. */
  userAgent: string;
  /** The cookie of browsers remembered after a right code (rememberedBrowser.ts). */
  rememberCookie: string | null;
}

/**
 * Sign-up signs in at once (the seed's flow) and sends a link to prove the address; until it
 * is opened the account books and pays as any other, but is never a test account or staff.
 */
export async function signUp(
  deps: AuthContext,
  attempt: Omit<SignInAttempt, 'ip' | 'rememberCookie'>,
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
    return startSession(tx, user.id, attempt.replacing, now, attempt.userAgent);
  });
  deps.outbox.wake();
  return signedIn(deps, token, user, attempt.deviceCookie);
}

/** A sign-in either done, or waiting for the code of an account with two-factor on. */
export type SignInOutcome = SignedIn | CodeNeeded;

/**
 * Checks the password within the limits: the attempt is counted first and forgotten if the
 * password was right. An account with two-factor on then needs its code (signInCode.ts),
 * unless this browser was remembered after a right one.
 */
export async function signIn(deps: AuthContext, attempt: SignInAttempt): Promise<SignInOutcome> {
  const now = deps.clock.now();
  const reservationId = await reserveSignInAttempt(deps, attempt, now);

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
  if (user.twoFactorSince && !rememberedFor(deps, attempt.rememberCookie, user, now)) {
    return deps.db.transaction(async (tx) => {
      await forgetAttempt(tx, reservationId);
      return askForCode(tx, user.id, now);
    });
  }
  const token = await deps.db.transaction(async (tx) => {
    await forgetAttempt(tx, reservationId);
    return startSession(tx, user.id, attempt.replacing, now, attempt.userAgent);
  });
  return signedIn(deps, token, user, attempt.deviceCookie);
}

function rememberedFor(
  deps: Pick<AuthContext, 'deviceKey'>,
  cookie: string | null,
  user: UserRecord,
  now: Date,
): boolean {
  if (!user.twoFactorSince) return false;
  return isRemembered(
    deps.deviceKey,
    cookie,
    { userId: user.id, enabledAt: user.twoFactorSince },
    now,
  );
}

/** The account as its owner may see it. */
export async function accountOf(
  deps: Pick<AuthContext, 'db' | 'clock'>,
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
    twoFactor: user.twoFactorSince !== null,
    recoveryCodesLeft: await countRecoveryCodesLeft(deps.db, userId),
    pendingEmail: await pendingEmailChange(deps.db, userId, deps.clock.now()),
  };
}
