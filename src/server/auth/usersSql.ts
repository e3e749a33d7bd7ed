import type { Role } from '../../domain/accounts';
import type { Sql } from '../db/database';

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  role: Role;
  paid: boolean;
  payments: number;
  isTest: boolean;
  createdAt: Date;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  paid: boolean;
  payments: number;
  is_test: boolean;
  created_at: Date;
}

const COLUMNS = 'id, email, password_hash, role, paid, payments, is_test, created_at';

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    paid: row.paid,
    payments: row.payments,
    isTest: row.is_test,
    createdAt: row.created_at,
  };
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRecord | null> {
  const [row] = await sql.query<UserRow>(
    `select ${COLUMNS} from users where lower(email) = lower($1)`,
    [email.trim()],
  );
  return row ? toUser(row) : null;
}

export async function findUserById(sql: Sql, id: string): Promise<UserRecord | null> {
  const [row] = await sql.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return row ? toUser(row) : null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  isTest: boolean;
}

/** Answers null when the address is taken (in any capitalisation). */
export async function insertUser(sql: Sql, user: NewUser, now: Date): Promise<UserRecord | null> {
  const [row] = await sql.query<UserRow>(
    `insert into users (email, password_hash, role, is_test, created_at, password_changed_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict ((lower(email))) do nothing
     returning ${COLUMNS}`,
    [user.email, user.passwordHash, user.role, user.isTest, now],
  );
  return row ? toUser(row) : null;
}

export async function setUserRole(sql: Sql, email: string, role: Role): Promise<UserRecord | null> {
  const [row] = await sql.query<UserRow>(
    `update users set role = $2 where lower(email) = lower($1) returning ${COLUMNS}`,
    [email.trim(), role],
  );
  return row ? toUser(row) : null;
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

/** Test accounts follow TEST_ACCOUNT_EMAILS as it is now, for old accounts as for new. */
export async function markTestAccounts(sql: Sql, emails: readonly string[]): Promise<void> {
  await sql.query(`update users set is_test = (lower(email) = any($1::text[]))`, [
    emails.map((email) => email.toLowerCase()),
  ]);
}

/** A confirmed payment: the account has paid (the seed's flag) and one more payment to its name. */
export async function recordUserPayment(sql: Sql, userId: string): Promise<void> {
  await sql.query(`update users set paid = true, payments = payments + 1 where id = $1`, [userId]);
}
