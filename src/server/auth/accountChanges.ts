import { emailKey, isEmailAddress, normaliseEmail } from '../../domain/accounts';
import { enqueueEmail } from '../email/outboxSql';
import { AppError, TooManyRequests } from '../http/errors';
import { readEmailSender } from '../park/parkSql';
import { confirmNewEmail, emailChangeRequestedEmail, passwordChangedEmail } from './accountEmails';
import type { AuthDeps } from './authDeps';
import { checkNewPassword, invalidEmail } from './createAccount';
import {
  countEmailChangesSince,
  forgetEmailChanges,
  insertEmailChange,
  setUserEmail,
  useEmailChange,
} from './emailChangesSql';
import { hashPassword, verifyPassword } from './passwords';
import { deleteOtherSessions } from './sessionsSql';
import { newToken, tokenHash } from './tokens';
import { findUserByEmail, findUserById, markVerified, setUserPassword } from './usersSql';

const HOUR = 60 * 60_000;
export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR;
const MAX_EMAIL_CHANGES_PER_HOUR = 3;

/** The account's own password, asked again before a change that matters. */
export async function mustKnowPassword(
  deps: Pick<AuthDeps, 'db'>,
  userId: string,
  password: string,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('auth/unauthenticated');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('account/wrong-password');
  }
  return user;
}

/**
 * A new password: every other session ends (a thief's included), this one stays, and the
 * address on the account is told.
 */
export async function changePassword(
  deps: AuthDeps,
  change: { userId: string; currentPassword: string; newPassword: string; keep: string | null },
): Promise<{ signedOut: number }> {
  const user = await mustKnowPassword(deps, change.userId, change.currentPassword);
  checkNewPassword(change.newPassword);
  const passwordHash = await hashPassword(change.newPassword);
  const now = deps.clock.now();
  const signedOut = await deps.db.transaction(async (tx) => {
    await setUserPassword(tx, user.id, passwordHash, now);
    const ended = await deleteOtherSessions(tx, user.id, change.keep && tokenHash(change.keep));
    const message = passwordChangedEmail(await readEmailSender(tx), user.email);
    await enqueueEmail(
      tx,
      { dedupeKey: `password-changed:${user.id}:${now.getTime()}`, to: user.email, ...message },
      now,
    );
    return ended;
  });
  deps.outbox.wake();
  return { signedOut };
}

/**
 * Asks for a new address: nothing changes until the link sent there is opened, and the
 * present address hears of the request.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  change: { userId: string; password: string; email: string },
): Promise<{ sentTo: string }> {
  const user = await mustKnowPassword(deps, change.userId, change.password);
  const email = normaliseEmail(change.email);
  if (!isEmailAddress(email)) throw invalidEmail();
  if (emailKey(email) === emailKey(user.email)) throw new AppError('account/same-email');
  if (await findUserByEmail(deps.db, email)) throw new AppError('auth/email-already-in-use');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (
      (await countEmailChangesSince(tx, user.id, new Date(now.getTime() - HOUR))) >=
      MAX_EMAIL_CHANGES_PER_HOUR
    ) {
      throw new TooManyRequests(
        'auth/too-many-requests',
        'Too many address changes asked for. Please wait an hour and try again.',
        HOUR / 1000,
      );
    }
    await forgetEmailChanges(tx, user.id);
    const token = newToken();
    const hash = tokenHash(token);
    await insertEmailChange(tx, {
      tokenHash: hash,
      userId: user.id,
      oldEmail: user.email,
      newEmail: email,
      now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LIFETIME_MS),
    });
    const sender = await readEmailSender(tx);
    const link = `${deps.publicUrl}/confirm-email#token=${token}`;
    await enqueueEmail(
      tx,
      { dedupeKey: `email-change:${hash}`, to: email, ...confirmNewEmail(sender, link, email) },
      now,
    );
    await enqueueEmail(
      tx,
      {
        dedupeKey: `email-change-notice:${hash}`,
        to: user.email,
        ...emailChangeRequestedEmail(sender, user.email, email),
      },
      now,
    );
  });
  deps.outbox.wake();
  return { sentTo: email };
}

/** The link was opened: the new address is the account's, and proven. */
export async function confirmEmailChange(
  deps: AuthDeps,
  token: string,
): Promise<{ email: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const change = await useEmailChange(tx, tokenHash(token), now);
    if (!change) {
      throw new AppError(
        'auth/invalid-action-code',
        'This link has expired or has already been used. Ask for a new one from your account page.',
      );
    }
    if (!(await setUserEmail(tx, change.userId, change.newEmail, emailKey(change.newEmail), now))) {
      throw new AppError('auth/email-already-in-use');
    }
    await markVerified(tx, change.userId, deps.testAccountEmails, now);
    return { email: change.newEmail };
  });
}
