import { emailKey, type Role } from '../../domain/accounts';
import type { Sql } from '../db/database';
import { joinBookingsForAddressOf } from './provenAddressSql';

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  role: Role;
  paid: boolean;
  payments: number;
  isTest: boolean;
  /** When the owner of the address proved it by opening a link sent there; null until then. */
  emailVerifiedAt: Date | null;
  createdAt: Date;
  /** When two-factor sign-in was turned on; null while it is off. */
  twoFactorSince: Date | null;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  paid: boolean;
  payments: number;
  is_test: boolean;
  email_verified_at: Date | null;
  created_at: Date;
  totp_enabled_at: Date | null;
}

const COLUMNS =
  'id, email, password_hash, role, paid, payments, is_test, email_verified_at, created_at, totp_enabled_at';

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    paid: row.paid,
    payments: row.payments,
    isTest: row.is_test,
    emailVerifiedAt: row.email_verified_at,
    createdAt: row.created_at,
    twoFactorSince: row.totp_enabled_at,
  };
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRecord | null> {
  const [row] = await sql.query<UserRow>(`select ${COLUMNS} from users where email_key = $1`, [
    emailKey(email),
  ]);
  return row ? toUser(row) : null;
}

export async function findUserById(sql: Sql, id: string): Promise<UserRecord | null> {
  const [row] = await sql.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return row ? toUser(row) : null;
}

/** The account, locked until the end of the transaction (for changing its role or address). */
export async function lockUser(sql: Sql, id: string): Promise<UserRecord | null> {
  const [row] = await sql.query<UserRow>(`select ${COLUMNS} from users where id = $1 for update`, [
    id,
  ]);
  return row ? toUser(row) : null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  isTest: boolean;
  /** Accounts made by someone at the machine count as verified from the start. */
  verified: boolean;
}

/**
 * Answers null when the address is taken (in any capitalisation or Unicode form). An account
 * made verified has proved its address: what staff booked for it joins it (decision 135).
 */
export async function insertUser(sql: Sql, user: NewUser, now: Date): Promise<UserRecord | null> {
  const [row] = await sql.query<UserRow>(
    `insert into users (email, email_key, password_hash, role, is_test, email_verified_at,
                        created_at, password_changed_at)
     values ($1, $2, $3, $4, $5, case when $6::boolean then $7::timestamptz end, $7, $7)
     on conflict (email_key) do nothing
     returning ${COLUMNS}`,
    [
      user.email,
      emailKey(user.email),
      user.passwordHash,
      user.role,
      user.isTest,
      user.verified,
      now,
    ],
  );
  if (row?.email_verified_at) await joinBookingsForAddressOf(sql, row.id);
  return row ? toUser(row) : null;
}

export async function updateUserRole(sql: Sql, id: string, role: Role): Promise<void> {
  await sql.query('update users set role = $2 where id = $1', [id, role]);
}

export async function setUserPassword(
  sql: Sql,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await sql.query(`update users set password_hash = $2, password_changed_at = $3 where id = $1`, [
    userId,
    passwordHash,
    now,
  ]);
}

/**
 * The address is proven: the account is verified, and a test account if its address is one of
 * TEST_ACCOUNT_EMAILS (never before, or anyone could claim a listed address and book for free);
 * the bookings staff made for the address join it (decision 135).
 */
export async function markVerified(
  sql: Sql,
  userId: string,
  testAccountEmails: readonly string[],
  now: Date,
): Promise<void> {
  await sql.query(
    `update users set email_verified_at = coalesce(email_verified_at, $2),
                      is_test = (email_key = any($3::text[]))
      where id = $1`,
    [userId, now, testAccountEmails.map(emailKey)],
  );
  await joinBookingsForAddressOf(sql, userId);
}

/** Test accounts follow TEST_ACCOUNT_EMAILS as it is now, for verified accounts old and new. */
export async function markTestAccounts(sql: Sql, emails: readonly string[]): Promise<void> {
  await sql.query(
    `update users set is_test = (email_key = any($1::text[]) and email_verified_at is not null)
      where is_test <> (email_key = any($1::text[]) and email_verified_at is not null)`,
    [emails.map(emailKey)],
  );
}

/** A confirmed payment: the account has paid (the seed's flag) and one more payment to its name. */
export async function recordUserPayment(sql: Sql, userId: string): Promise<void> {
  await sql.query(`update users set paid = true, payments = payments + 1 where id = $1`, [userId]);
}
