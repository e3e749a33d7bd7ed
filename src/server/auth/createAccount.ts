import { emailKey, isEmailAddress, passwordLengthOk, type Role } from '../../domain/accounts';
import type { Sql } from '../db/database';
import { AppError } from '../errors';
import { hashPassword, isCommonPassword } from './passwords';
import { insertUser, type UserRecord } from './usersSql';

export const invalidEmail = () =>
  new AppError('auth/invalid-email', 400, 'That is not an e-mail address.');

/** The password rules: length, then the list of common passwords. */
export function checkNewPassword(password: string): void {
  if (!passwordLengthOk(password))
    throw new AppError('auth/weak-password', 400, 'Use 8 to 128 characters.');
  if (isCommonPassword(password)) {
    throw new AppError(
      'auth/weak-password',
      400,
      'That password is one of the most common ones; please choose another.',
    );
  }
}

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
}

/** Creates an account of any role: sign-up makes customers, staff come from the command line. */
export async function createAccount(
  sql: Sql,
  account: NewAccount,
  testAccountEmails: readonly string[],
  now: Date,
): Promise<UserRecord> {
  const email = account.email.trim();
  if (!isEmailAddress(email)) throw invalidEmail();
  checkNewPassword(account.password);
  const passwordHash = await hashPassword(account.password);
  const isTest = testAccountEmails.some((address) => emailKey(address) === emailKey(email));
  const user = await insertUser(sql, { email, passwordHash, role: account.role, isTest }, now);
  if (!user) {
    throw new AppError(
      'auth/email-already-in-use',
      409,
      'There is already an account with that e-mail.',
    );
  }
  return user;
}
