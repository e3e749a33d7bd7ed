import { findUserById } from '../auth/usersSql';
import type { Sql } from '../db/database';
import { readPublicPark } from '../park/parkSql';
import type { BookingEmailContext } from './bookingEmails';
import type { BookingRecord } from './bookingRecordSql';

/** Who a booking's e-mails go to (the park itself for its own bookings) and what they say of the park. */
export async function emailContextOf(
  sql: Sql,
  booking: Pick<BookingRecord, 'userId'>,
  publicUrl: string,
  now: Date,
): Promise<BookingEmailContext> {
  const park = await readPublicPark(sql);
  const user = booking.userId ? await findUserById(sql, booking.userId) : null;
  return {
    park,
    publicUrl,
    customerEmail: user?.email ?? park.email,
    customerId: user?.id ?? null,
    now,
  };
}
