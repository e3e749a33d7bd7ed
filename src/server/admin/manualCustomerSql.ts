// Whom a manual booking is for (decisions 125, 135): an account staff chose (the booking points
// at it and reads the name and mobile from it, decision 118), or someone by what staff typed,
// kept on the booking; the booking is also an account's once that account proves the address.
import type { Sql } from '../db/database';

export interface TypedCustomer {
  name: string | null;
  email: string | null;
  mobile: string | null;
}

/** A live account's id, by its id (staff chose it from the list); null when there is none. */
export async function liveAccount(sql: Sql, id: string): Promise<{ id: string } | null> {
  const [row] = await sql.query<{ id: string }>(
    'select id from users where id = $1 and deleted_at is null',
    [id],
  );
  return row ?? null;
}

/** The booking is the account's, as if they had booked it. */
export async function bookFor(sql: Sql, bookingId: number, userId: string): Promise<void> {
  await sql.query('update bookings set user_id = $2 where id = $1', [bookingId, userId]);
}

/** What staff typed, on the booking: never copied into an account (decision 135). */
export async function keepTypedCustomer(
  sql: Sql,
  bookingId: number,
  customer: TypedCustomer,
): Promise<void> {
  await sql.query(
    `update bookings set customer_name = $2, customer_email = $3, customer_mobile = $4
      where id = $1`,
    [bookingId, customer.name, customer.email, customer.mobile],
  );
}
