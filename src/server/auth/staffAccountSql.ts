import { emailKey } from '../../domain/accounts';
import type { Sql } from '../db/database';

/** Any fixed number: the first half of the advisory lock key of the ADMIN_EMAIL account. */
const STAFF_ACCOUNT_LOCK = 4_301;

/**
 * Puts instances starting together in line, until their transactions end, to find, make or
 * promote the ADMIN_EMAIL account one at a time: the later ones find the account made.
 */
export async function lockStaffAccount(tx: Sql, email: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
    STAFF_ACCOUNT_LOCK,
    emailKey(email),
  ]);
}
