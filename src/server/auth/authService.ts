import type { AccountResponse } from '../../contract/auth';
import { emailKey, isEmailAddress, type Role } from '../../domain/accounts';
import type { Clock } from '../clock';
import type { Database, Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import type { OutboxWorker } from '../email/worker';
import { AppError } from '../errors';
import { readEmailSender } from '../park/parkSql';
import { checkNewPassword, createAccount, invalidEmail } from './createAccount';
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
import { countRecentFailures, recordFailure } from './signInFailuresSql';
import { newToken, tokenHash } from './tokens';
import { findUserByEmail, findUserById, setUserPassword, type UserRecord } from './usersSql';

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

export interface AuthDeps {
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  publicUrl: string;
  testAccountEmails: readonly string[];
}

/** A signed-in browser: the cookie's token (shown once, never stored) and who it is. */
export interface SignedIn {
  token: string;
  user: SessionUser;
}

const invalidCredential = () =>
  new AppError('auth/invalid-credential', 401, 'That e-mail and password do not match an account.');

function sessionUser(user: UserRecord): SessionUser {
  return { id: user.id, email: user.email, role: user.role, paid: user.paid, isTest: user.isTest };
}

/** Signing up, in and out, sessions and password resets: the accounts story. */
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

  createAccount(email: string, password: string, role: Role): Promise<UserRecord> {
    return createAccount(
      this.deps.db,
      { email, password, role },
      this.deps.testAccountEmails,
      this.deps.clock.now(),
    );
  }

  async signUp(email: string, password: string, replacing: string | null): Promise<SignedIn> {
    const user = await this.createAccount(email, password, 'customer');
    const token = await this.deps.db.transaction((tx) => this.startSession(tx, user.id, replacing));
    return { token, user: sessionUser(user) };
  }

  async signIn(
    email: string,
    password: string,
    ip: string,
    replacing: string | null,
  ): Promise<SignedIn> {
    const now = this.deps.clock.now();
    const key = emailKey(email);
    const recent = await countRecentFailures(
      this.deps.db,
      ip,
      key,
      new Date(now.getTime() - FAILURE_WINDOW_MS),
    );
    if (recent.fromIp >= MAX_FAILURES || recent.onAccount >= MAX_FAILURES) {
      throw new AppError(
        'auth/too-many-requests',
        429,
        'Too many failed attempts. Please wait a few minutes and try again.',
      );
    }

    const user = isEmailAddress(email.trim()) ? await findUserByEmail(this.deps.db, email) : null;
    const ok = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstNothing(password);
    if (!user || !ok) {
      await recordFailure(this.deps.db, ip, key, now, new Date(now.getTime() - DAY));
      throw invalidCredential();
    }
    const token = await this.deps.db.transaction((tx) => this.startSession(tx, user.id, replacing));
    return { token, user: sessionUser(user) };
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

  /** Sets the new password, ends every session of the account and signs this browser in. */
  async resetPassword(token: string, password: string): Promise<SignedIn> {
    checkNewPassword(password);
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const userId = await useReset(tx, tokenHash(token), now);
      if (!userId) {
        throw new AppError(
          'auth/invalid-action-code',
          400,
          'This reset link has expired or has already been used.',
        );
      }
      await setUserPassword(tx, userId, passwordHash, now);
      await deleteUserSessions(tx, userId);
      const user = await findUserById(tx, userId);
      if (!user) throw new Error(`user ${userId} vanished during a password reset`);
      return { token: await this.startSession(tx, userId, null), user: sessionUser(user) };
    });
  }
}
