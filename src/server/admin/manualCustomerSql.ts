// Whom a manual booking is for (decision 125): an account (the booking points at it and reads
// the name and mobile from it, decision 118), or someone new, whose details are kept on the
// booking alone.
import { addressKey } from '../account/accountAddressesSql';
import type { Sql } from '../db/database';

export interface NewCustomer {
  name: string | null;
  email: string | null;
  mobile: string | null;
}

/** A live account's id, name and mobile, by its id or its address; null when there is none. */
export async function liveAccount(
  sql: Sql,
  by: { id: string } | { email: string },
): Promise<{ id: string; name: string | null; mobile: string | null } | null> {
  const [row] = await sql.query<{ id: string; contact_name: string | null; mobile: string | null }>(
    'id' in by
      ? 'select id, contact_name, mobile from users where id = $1 and deleted_at is null'
      : `select id, contact_name, mobile from users
          where email_key = ${addressKey('$1::text')} and deleted_at is null`,
    ['id' in by ? by.id : by.email],
  );
  return row ? { id: row.id, name: row.contact_name, mobile: row.mobile } : null;
}

/** The booking is the account's, as if they had booked it. */
export async function bookFor(sql: Sql, bookingId: number, userId: string): Promise<void> {
  await sql.query('update bookings set user_id = $2 where id = $1', [bookingId, userId]);
}

/** What staff told of an account without a name or mobile fills what it lacks, never more. */
export async function fillMissingContact(
  sql: Sql,
  userId: string,
  contact: { name: string | null; mobile: string | null },
): Promise<void> {
  await sql.query(
    `update users set contact_name = coalesce(contact_name, $2), mobile = coalesce(mobile, $3)
      where id = $1`,
    [userId, contact.name, contact.mobile],
  );
}

/** Someone without an account: what staff typed, on the booking alone. */
export async function keepNewCustomer(
  sql: Sql,
  bookingId: number,
  customer: NewCustomer,
): Promise<void> {
  await sql.query(
    `update bookings set customer_name = $2, customer_email = $3, customer_mobile = $4
      where id = $1`,
    [bookingId, customer.name, customer.email, customer.mobile],
  );
}
