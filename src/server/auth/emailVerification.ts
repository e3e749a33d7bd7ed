import { emailKey } from '../../domain/accounts';
import type { Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import { AppError, TooManyRequests } from '../http/errors';
import { readEmailSender } from '../park/parkSql';
import type { AuthContext } from './authContext';
import {
  countVerificationsSince,
  insertVerification,
  lockVerification,
  markVerificationUsed,
} from './emailVerificationsSql';
import { newToken, tokenHash } from './tokens';
import { lockUser, markVerified } from './usersSql';
import { verificationEmail } from './verificationEmail';

const HOUR = 60 * 60_000;
export const VERIFICATION_LIFETIME_MS = 24 * HOUR;
export const MAX_VERIFICATION_EMAILS_PER_HOUR = 3;

type VerificationDeps = Pick<
  AuthContext,
  'db' | 'clock' | 'outbox' | 'publicUrl' | 'testAccountEmails'
>;

const invalidLink = () =>
  new AppError(
    'auth/invalid-action-code',
    'This link has expired or has already been used. Sign in and ask for a new one on My bookings.',
  );

/**
 * Writes a one-time link for the account's address and the e-mail carrying it, in the caller's
 * transaction. The token sits after '#', so it never reaches a server log.
 */
export async function writeVerification(
  tx: Sql,
  deps: Pick<VerificationDeps, 'publicUrl'>,
  user: { id: string; email: string },
  now: Date,
): Promise<void> {
  const token = newToken();
  const hash = tokenHash(token);
  await insertVerification(tx, {
    tokenHash: hash,
    userId: user.id,
    emailKey: emailKey(user.email),
    now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS),
  });
  const link = `${deps.publicUrl}/verify-email#token=${token}`;
  const email = verificationEmail(await readEmailSender(tx, deps.publicUrl), link, user.email);
  await enqueueEmail(
    tx,
    { dedupeKey: `verify-email:${hash}`, to: user.email, account: user.id, ...email },
    now,
  );
}

/** Sends the account a new link, at most three an hour; nothing if it is verified already. */
export async function resendVerification(
  deps: VerificationDeps,
  userId: string,
): Promise<{ verified: boolean }> {
  const now = deps.clock.now();
  const verified = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError('auth/unauthenticated');
    if (user.emailVerifiedAt) return true;
    const recent = await countVerificationsSince(tx, user.id, new Date(now.getTime() - HOUR));
    if (recent.count >= MAX_VERIFICATION_EMAILS_PER_HOUR) {
      const frees = (recent.oldest ?? now).getTime() + HOUR;
      throw new TooManyRequests(
        'auth/too-many-requests',
        'We have sent several links in the last hour. Please check your inbox (and spam folder), or try again later.',
        (frees - now.getTime()) / 1000,
      );
    }
    await writeVerification(tx, deps, user, now);
    return false;
  });
  if (!verified) deps.outbox.wake();
  return { verified };
}

/**
 * Opens a link: the address it was sent to is proven, if it is still the account's address.
 * Opening it again after it worked says so again rather than failing.
 */
export async function verifyEmail(
  deps: VerificationDeps,
  token: string,
): Promise<{ email: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const hash = tokenHash(token);
    const link = await lockVerification(tx, hash);
    if (!link) throw invalidLink();
    const user = await lockUser(tx, link.userId);
    if (!user || emailKey(user.email) !== link.emailKey) throw invalidLink();
    if (user.emailVerifiedAt) return { email: user.email };
    if (link.usedAt || link.expiresAt <= now) throw invalidLink();
    await markVerificationUsed(tx, hash, now);
    await markVerified(tx, user.id, deps.testAccountEmails, now);
    return { email: user.email };
  });
}
