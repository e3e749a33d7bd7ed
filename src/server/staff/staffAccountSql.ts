import { emailKey } from '../../domain/accounts';
import type { Sql } from '../db/database';
import { locks, takeLock } from '../db/locks';

/**
 * Puts instances starting together in line, until their transactions end, to find, make or
 * promote the ADMIN_EMAIL account one at a time: the later ones find the account made.
 */
export async function lockStaffAccount(tx: Sql, email: string): Promise<void> {
  await takeLock(tx, locks.staffAccount(emailKey(email)));
}
