// What staff do for an address reaches an account only once that account has proved the address
// (decision 135): anyone may sign up with any address, so an address typed by staff names a
// customer only when its account opened a link sent there (or was made at the machine).
import { emailKey } from '../../domain/accounts';
import { addressKey } from '../db/addressKey';
import type { Sql } from '../db/database';
import { locks, takeLock } from '../db/locks';

/**
 * The live account whose address this is now and which has proved it; null when there is none
 * (no account, or one that has not verified it). The one test every typed address is held to.
 */
export async function accountThatProved(sql: Sql, address: string): Promise<string | null> {
  const [row] = await sql.query<{ id: string }>(
    `select id from users
      where email_key = $1 and email_verified_at is not null and deleted_at is null`,
    [emailKey(address)],
  );
  return row?.id ?? null;
}

/**
 * The bookings staff made for the address that are nobody's yet, past ones too, become the
 * account's that proved it, if one has; answers that account. Staff's words stay on each
 * booking as they typed them and are never copied into the account. Under the address's lock,
 * which the account proving it takes too, so a booking and a proof at once still meet.
 */
export async function joinProvenAccount(tx: Sql, address: string): Promise<string | null> {
  await takeLock(tx, locks.bookedAddress(emailKey(address)));
  const userId = await accountThatProved(tx, address);
  if (userId) {
    await tx.query(
      `update bookings set user_id = $2
        where user_id is null and customer_email is not null
          and ${addressKey('customer_email')} = $1`,
      [emailKey(address), userId],
    );
  }
  return userId;
}

/** The account has just proved its address: what staff booked for it joins it. */
export async function joinBookingsForAddressOf(tx: Sql, userId: string): Promise<void> {
  const [row] = await tx.query<{ email: string }>('select email from users where id = $1', [
    userId,
  ]);
  if (row) await joinProvenAccount(tx, row.email);
}
