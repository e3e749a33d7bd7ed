import { emailKey, isEmailAddress, normaliseEmail } from '../../domain/accounts';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { enforceLimit, LIMITS } from '../limits/limits';
import { readEmailSender } from '../park/parkSql';
import { confirmNewEmail, emailChangeRequestedEmail, passwordChangedEmail } from './accountEmails';
import type { AuthContext } from './authContext';
import { checkNewPassword, invalidEmail } from './createAccount';
import {
  forgetEmailChanges,
  insertEmailChange,
  setUserEmail,
  useEmailChange,
} from './emailChangesSql';
import { hashPassword, verifyPassword } from './passwords';
import { deleteOtherSessions } from './sessionsSql';
import { forgetAttempt } from './signInFailuresSql';
import { reservePasswordCheck } from './signInLimits';
import { newToken, tokenHash } from './tokens';
import { findUserByEmail, findUserById, markVerified, setUserPassword } from './usersSql';

const HOUR = 60 * 60_000;
export const EMAIL_CHANGE_LIFETIME_MS = 24 * HOUR;

/** A password typed to confirm a change, and the client's address it came from. */
export interface PasswordProof {
  userId: string;
  password: string;
  /** The client's address as the limits count it (limits.ts clientKey). */
  ip: string;
}

/**
 * The account's own password, asked again before a change that matters: counted on the
 * account's sign-in limits first (signInLimits.ts), and forgotten again when it was right.
 */
export async function mustKnowPassword(
  deps: Pick<AuthContext, 'db' | 'clock'>,
  proof: PasswordProof,
) {
  const user = await findUserById(deps.db, proof.userId);
  if (!user) throw new AppError('auth/unauthenticated');
  const attempt = await reservePasswordCheck(
    deps.db,
    { ip: proof.ip, email: user.email },
    deps.clock.now(),
  );
  if (!(await verifyPassword(user.passwordHash, proof.password))) {
    throw new AppError('account/wrong-password');
  }
  await forgetAttempt(deps.db, attempt);
  return user;
}

/**
 * A new password: every other session ends (a thief's included), this one stays, and the
 * address on the account is told.
 */
export async function changePassword(
  deps: AuthContext,
  change: {
    userId: string;
    ip: string;
    currentPassword: string;
    newPassword: string;
    keep: string | null;
  },
): Promise<{ signedOut: number }> {
  const user = await mustKnowPassword(deps, { ...change, password: change.currentPassword });
  checkNewPassword(change.newPassword);
  const passwordHash = await hashPassword(change.newPassword);
  const now = deps.clock.now();
  const signedOut = await deps.db.transaction(async (tx) => {
    await setUserPassword(tx, user.id, passwordHash, now);
    const ended = await deleteOtherSessions(tx, user.id, change.keep && tokenHash(change.keep));
    const sender = await readEmailSender(tx, deps.publicUrl);
    const message = passwordChangedEmail(sender, user.email, deps.publicUrl);
    await enqueueEmail(
      tx,
      {
        dedupeKey: `password-changed:${user.id}:${now.getTime()}`,
        to: user.email,
        account: user.id,
        ...message,
      },
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
  deps: AuthContext,
  change: PasswordProof & { email: string },
): Promise<{ sentTo: string }> {
  const user = await mustKnowPassword(deps, change);
  const email = normaliseEmail(change.email);
  if (!isEmailAddress(email)) throw invalidEmail();
  if (emailKey(email) === emailKey(user.email)) throw new AppError('account/same-email');
  if (await findUserByEmail(deps.db, email)) throw new AppError('auth/email-already-in-use');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Each request counts, whatever becomes of its link: a newer request replaces the link
    // but not the count, so nobody can make the park mail addresses without end.
    await enforceLimit(tx, deps.clock, LIMITS.emailChangesPerAccount, user.id);
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
    const sender = await readEmailSender(tx, deps.publicUrl);
    const link = `${deps.publicUrl}/confirm-email#token=${token}`;
    await enqueueEmail(
      tx,
      {
        dedupeKey: `email-change:${hash}`,
        to: email,
        // Sent for this account's request, though to an address that is not yet its own.
        account: user.id,
        ...confirmNewEmail(sender, link, email),
      },
      now,
    );
    await enqueueEmail(
      tx,
      {
        dedupeKey: `email-change-notice:${hash}`,
        to: user.email,
        account: user.id,
        ...emailChangeRequestedEmail(
          sender,
          { oldEmail: user.email, newEmail: email },
          deps.publicUrl,
        ),
      },
      now,
    );
  });
  deps.outbox.wake();
  return { sentTo: email };
}

/** The link was opened: the new address is the account's, and proven. */
export async function confirmEmailChange(
  deps: AuthContext,
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
