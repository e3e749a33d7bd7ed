import { isEmailAddress } from '../../domain/accounts';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { readEmailSender } from '../park/parkSql';
import type { AuthContext } from './authContext';
import { checkNewPassword, invalidEmail } from './createAccount';
import { countResetsSince, insertReset, useReset } from './passwordResetsSql';
import { hashPassword } from './passwords';
import { passwordResetEmail } from './resetEmail';
import { type SignedIn, signedIn, startSession } from './sessions';
import { deleteUserSessions } from './sessionsSql';
import { askForCode, type CodeNeeded, isCodeNeeded } from './signInCode';
import { newToken, tokenHash } from './tokens';
import { findUserByEmail, findUserById, markVerified, setUserPassword } from './usersSql';

const HOUR = 60 * 60_000;
export const RESET_LIFETIME_MS = HOUR;
export const MAX_RESETS_PER_HOUR = 3;

/**
 * Sends a reset link if the address has an account and fewer than three were sent in the
 * last hour. Says nothing either way: the caller answers the same for every address.
 */
export async function requestPasswordReset(deps: AuthContext, email: string): Promise<void> {
  if (!isEmailAddress(email.trim())) throw invalidEmail();
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const now = deps.clock.now();
  const sent = await deps.db.transaction(async (tx) => {
    if (
      (await countResetsSince(tx, user.id, new Date(now.getTime() - HOUR))) >= MAX_RESETS_PER_HOUR
    ) {
      return false;
    }
    const token = newToken();
    const hash = tokenHash(token);
    await insertReset(tx, {
      tokenHash: hash,
      userId: user.id,
      now,
      expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    });
    const link = `${deps.publicUrl}/reset-password#token=${token}`;
    const message = passwordResetEmail(await readEmailSender(tx, deps.publicUrl), link, user.email);
    await enqueueEmail(
      tx,
      { dedupeKey: `password-reset:${hash}`, to: user.email, account: user.id, ...message },
      now,
    );
    return true;
  });
  if (sent) deps.outbox.wake();
}

/**
 * Sets the new password, ends every session of the account and signs this browser in. The
 * link went to the account's address, so opening it proves the address too. The link stands
 * for the password only: an account with two-factor on still needs its code next.
 */
export async function resetPassword(
  deps: AuthContext,
  token: string,
  password: string,
  browser: { deviceCookie: string | null; userAgent: string },
): Promise<SignedIn | CodeNeeded> {
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const userId = await useReset(tx, tokenHash(token), now);
    if (!userId) {
      throw new AppError(
        'auth/invalid-action-code',
        'This reset link has expired or has already been used.',
      );
    }
    await setUserPassword(tx, userId, passwordHash, now);
    await markVerified(tx, userId, deps.testAccountEmails, now);
    await deleteUserSessions(tx, userId);
    const user = await findUserById(tx, userId);
    if (!user) throw new Error(`user ${userId} vanished during a password reset`);
    if (user.twoFactorSince) return askForCode(tx, userId, now);
    return { token: await startSession(tx, userId, null, now, browser.userAgent), user };
  });
  if (isCodeNeeded(done)) return done;
  return signedIn(deps, done.token, done.user, browser.deviceCookie);
}
