import {
  emailKey,
  isEmailAddress,
  normaliseEmail,
  passwordLengthOk,
  type Role,
} from '../../domain/accounts';
import { type Actor, audit } from '../audit/auditSql';
import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import type { AuthContext } from './authContext';
import { hashPassword, isCommonPassword } from './passwords';
import { insertUser, type NewUser, type UserRecord } from './usersSql';

export const invalidEmail = () => new AppError('auth/invalid-email');

/** The password rules: length, then the list of common passwords. */
export function checkNewPassword(password: string): void {
  if (!passwordLengthOk(password)) throw new AppError('auth/weak-password');
  if (isCommonPassword(password)) {
    throw new AppError(
      'auth/weak-password',
      'That password is one of the most common ones; please choose another.',
    );
  }
}

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  /**
   * Who made it: null when someone signed up on the site (the address is unproven until its
   * link is opened); an actor at the machine (command line, ADMIN_EMAIL) vouches for it.
   */
  madeBy: Actor | null;
}

/** An account checked and its password hashed, ready to be written. */
export interface CheckedAccount {
  user: NewUser;
  madeBy: Actor | null;
}

/** Checks the address and the password, and hashes the password (slow, on purpose). */
export async function checkAccount(
  deps: Pick<AuthContext, 'testAccountEmails'>,
  account: NewAccount,
): Promise<CheckedAccount> {
  const email = normaliseEmail(account.email);
  if (!isEmailAddress(email)) throw invalidEmail();
  if (account.role !== 'customer' && !account.madeBy) {
    throw new Error('staff accounts are made at the machine, never by signing up');
  }
  checkNewPassword(account.password);
  const passwordHash = await hashPassword(account.password);
  const verified = account.madeBy !== null;
  // An unproven address is never a test account: anyone could claim a listed one.
  const isTest =
    verified && deps.testAccountEmails.some((address) => emailKey(address) === emailKey(email));
  return {
    user: { email, passwordHash, role: account.role, isTest, verified },
    madeBy: account.madeBy,
  };
}

/**
 * Writes a checked account in the caller's transaction, with its Activity entry when someone
 * at the machine made it staff. Null, with nothing written, when the address has an account.
 */
export async function insertAccount(
  tx: Sql,
  account: CheckedAccount,
  now: Date,
): Promise<UserRecord | null> {
  const user = await insertUser(tx, account.user, now);
  if (!user) return null;
  if (account.madeBy && user.role !== 'customer') {
    await audit(tx, account.madeBy, 'staff account created', `${user.email} as ${user.role}`, now);
  }
  return user;
}

/** Creates an account of any role: sign-up makes customers, staff come from the machine. */
export async function createAccount(
  deps: Pick<AuthContext, 'db' | 'clock' | 'testAccountEmails'>,
  account: NewAccount,
): Promise<UserRecord> {
  const now = deps.clock.now();
  const checked = await checkAccount(deps, account);
  const user = await deps.db.transaction((tx) => insertAccount(tx, checked, now));
  if (!user) throw new AppError('auth/email-already-in-use');
  return user;
}
