// The bookings a change of a week's gate code reaches.
import {
  BOOKING_COLUMNS,
  type BookingRecord,
  type Row,
  toBooking,
} from '../bookings/bookingRecordSql';
import type { Sql } from '../db/database';

export interface WeekBookingRow extends BookingRecord {
  /** The customer's address; null for the park's own bookings, which have no customer. */
  userEmail: string | null;
}

/**
 * Paid bookings of the field on the days from `from` to `to` (inclusive) that have not ended:
 * one on the field now still needs the code to get out and back in. With `lock`, they are held
 * until the transaction ends, so a move or a cancel of one waits for the code change, not the
 * other way.
 */
export async function paidBookingsToCome(
  sql: Sql,
  days: { from: string; to: string; fieldId: number },
  now: Date,
  lock = false,
): Promise<WeekBookingRow[]> {
  const columns = BOOKING_COLUMNS.split(',').map((column) => `b.${column.trim()}`);
  const rows = await sql.query<Row & { user_email: string | null }>(
    `select ${columns.join(', ')}, u.email as user_email
       from bookings b left join users u on u.id = b.user_id
      where b.status = 'complete' and b.local_date between $1 and $2 and b.ends_at > $3
        and b.field_id = $4
      order by b.starts_at, b.id
      ${lock ? 'for update of b' : ''}`,
    [days.from, days.to, now, days.fieldId],
  );
  return rows.map((row) => ({ ...toBooking(row), userEmail: row.user_email }));
}
