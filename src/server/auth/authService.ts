import type { AccountResponse } from '../../contract/auth';
import { emailKey, isEmailAddress, type Role } from '../../domain/accounts';
import { type Actor, COMMAND_LINE } from '../audit/auditSql';
import type { Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import { AppError, TooManyRequests } from '../errors';
import { readEmailSender } from '../park/parkSql';
import { checkNewPassword, createAccount, invalidEmail } from './createAccount';
import { deviceFor, withDevice } from './deviceCookie';
import {
  resendVerification,
  type VerificationDeps,
  verifyEmail,
  writeVerification,
} from './emailVerification';
import { countResetsSince, insertReset, useReset } from './passwordResetsSql';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { passwordResetEmail } from './resetEmail';
import {
  type ActiveSession,
  deleteSession,
  deleteUserSessions,
  findActiveSession,
  insertSession,
  type SessionUser,
  touchSession,
} from './sessionsSql';
import { forgetAttempt, forgetOldAttempts, reserveAttempt } from './signInFailuresSql';
import { newToken, tokenHash } from './tokens';
import {
  findUserByEmail,
  findUserById,
  markVerified,
  setUserPassword,
  type UserRecord,
} from './usersSql';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SESSION_LIFETIME_MS = 30 * DAY;
export const SESSION_IDLE_MS = 7 * DAY;
/** Seen-at is refreshed at most this often, so reading pages doesn't mean a write each time. */
const SESSION_TOUCH_MS = 5 * MINUTE;
export const FAILURE_WINDOW_MS = 10 * MINUTE;
export const MAX_FAILURES = 10;
export const RESET_LIFETIME_MS = 60 * MINUTE;
export const MAX_RESETS_PER_HOUR = 3;

export interface AuthDeps extends VerificationDeps {
  /** Signs device cookies (deviceCookie.ts). */
  deviceKey: Buffer;
}

/** A signed-in browser: the cookie's token (shown once, never stored) and who it is. */
export interface SignedIn {
  token: string;
  user: SessionUser;
  /** The device cookie's new value: this browser has now signed in to this account. */
  deviceCookie: string;
}

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The session cookie the browser had, ended by the new sign-in. */
  replacing: string | null;
  deviceCookie: string | null;
}

const invalidCredential = () =>
  new AppError('auth/invalid-credential', 401, 'That e-mail and password do not match an account.');

function sessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    paid: user.paid,
    isTest: user.isTest,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/** Signing up, in and out, sessions, address verification and password resets. */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  private async startSession(tx: Sql, userId: string, replacing: string | null): Promise<string> {
    const now = this.deps.clock.now();
    if (replacing) await deleteSession(tx, tokenHash(replacing));
    const token = newToken();
    await insertSession(tx, {
      tokenHash: tokenHash(token),
      userId,
      now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    return token;
  }

  private signedIn(token: string, user: UserRecord, deviceCookie: string | null): SignedIn {
    return {
      token,
      user: sessionUser(user),
      deviceCookie: withDevice(this.deps.deviceKey, deviceCookie, emailKey(user.email)),
    };
  }

  /** An account made by someone at the machine (its address counts as verified). */
  createAccount(
    email: string,
    password: string,
    role: Role,
    madeBy: Actor = COMMAND_LINE,
  ): Promise<UserRecord> {
    return createAccount(
      this.deps.db,
      { email, password, role, madeBy },
      this.deps.testAccountEmails,
      this.deps.clock.now(),
    );
  }

  /**
   * Sign-up signs in at once (the seed's flow) and sends a link to prove the address; until it
   * is opened the account books and pays as any other, but is never a test account or staff.
   */
  async signUp(
    email: string,
    password: string,
    replacing: string | null,
    deviceCookie: string | null,
  ): Promise<SignedIn> {
    const now = this.deps.clock.now();
    const user = await createAccount(
      this.deps.db,
      { email, password, role: 'customer', madeBy: null },
      this.deps.testAccountEmails,
      now,
    );
    const token = await this.deps.db.transaction(async (tx) => {
      await writeVerification(tx, this.deps, user, now);
      return this.startSession(tx, user.id, replacing);
    });
    this.deps.outbox.wake();
    return this.signedIn(token, user, deviceCookie);
  }

  async signIn(attempt: SignInAttempt): Promise<SignedIn> {
    const { db, clock, deviceKey } = this.deps;
    const now = clock.now();
    const key = emailKey(attempt.email);
    const reservation = await reserveAttempt(
      db,
      { ip: attempt.ip, emailKey: key, device: deviceFor(deviceKey, attempt.deviceCookie, key) },
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
      ? await findUserByEmail(db, attempt.email)
      : null;
    const ok = user
      ? await verifyPassword(user.passwordHash, attempt.password)
      : await verifyAgainstNothing(attempt.password);
    if (!user || !ok) {
      await forgetOldAttempts(db, new Date(now.getTime() - DAY));
      throw invalidCredential();
    }
    const token = await db.transaction(async (tx) => {
      await forgetAttempt(tx, reservation.id);
      return this.startSession(tx, user.id, attempt.replacing);
    });
    return this.signedIn(token, user, attempt.deviceCookie);
  }

  /** The account as its owner may see it. */
  async account(userId: string): Promise<AccountResponse> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw new AppError('auth/unauthenticated', 401, 'Please sign in first.');
    return {
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      payments: user.payments,
      emailVerified: user.emailVerifiedAt !== null,
    };
  }

  async signOut(token: string | null): Promise<void> {
    if (token) await deleteSession(this.deps.db, tokenHash(token));
  }

  /** Who the cookie's token belongs to, if its session is still alive. */
  async currentUser(token: string | null): Promise<SessionUser | null> {
    if (!token) return null;
    const now = this.deps.clock.now();
    const session: ActiveSession | null = await findActiveSession(
      this.deps.db,
      tokenHash(token),
      now,
      new Date(now.getTime() - SESSION_IDLE_MS),
    );
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
      await touchSession(this.deps.db, session.tokenHash, now);
    }
    return session.user;
  }

  verifyEmail(token: string): Promise<{ email: string }> {
    return verifyEmail(this.deps, token);
  }

  resendVerification(userId: string): Promise<{ verified: boolean }> {
    return resendVerification(this.deps, userId);
  }

  /**
   * Sends a reset link if the address has an account and fewer than three were sent in the
   * last hour. Says nothing either way: the caller answers the same for every address.
   */
  async requestPasswordReset(email: string): Promise<void> {
    if (!isEmailAddress(email.trim())) throw invalidEmail();
    const user = await findUserByEmail(this.deps.db, email);
    if (!user) return;
    const now = this.deps.clock.now();
    const sent = await this.deps.db.transaction(async (tx) => {
      if (
        (await countResetsSince(tx, user.id, new Date(now.getTime() - 60 * MINUTE))) >=
        MAX_RESETS_PER_HOUR
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
      const link = `${this.deps.publicUrl}/reset-password#token=${token}`;
      const email = passwordResetEmail(await readEmailSender(tx), link, user.email);
      await enqueueEmail(
        tx,
        { dedupeKey: `password-reset:${hash}`, to: user.email, ...email },
        now,
      );
      return true;
    });
    if (sent) this.deps.outbox.wake();
  }

  /**
   * Sets the new password, ends every session of the account and signs this browser in. The
   * link went to the account's address, so opening it proves the address too.
   */
  async resetPassword(
    token: string,
    password: string,
    deviceCookie: string | null,
  ): Promise<SignedIn> {
    checkNewPassword(password);
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    const { token: sessionToken, user } = await this.deps.db.transaction(async (tx) => {
      const userId = await useReset(tx, tokenHash(token), now);
      if (!userId) {
        throw new AppError(
          'auth/invalid-action-code',
          400,
          'This reset link has expired or has already been used.',
        );
      }
      await setUserPassword(tx, userId, passwordHash, now);
      await markVerified(tx, userId, this.deps.testAccountEmails, now);
      await deleteUserSessions(tx, userId);
      const user = await findUserById(tx, userId);
      if (!user) throw new Error(`user ${userId} vanished during a password reset`);
      return { token: await this.startSession(tx, userId, null), user };
    });
    return this.signedIn(sessionToken, user, deviceCookie);
  }
}
