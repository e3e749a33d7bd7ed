import type { Sql } from '../db/database';
import { BOOKING_COLUMNS, type BookingRecord, type Row, toBooking } from './bookingRecordSql';

/**
 * Paid bookings whose reminder is due and not yet written for their current start. A booking
 * whose confirmation or moved e-mail went inside its reminder time needs none: that e-mail said
 * it all moments ago. Locked and skipped by any other instance running the same sweep.
 */
export async function dueReminders(
  sql: Sql,
  now: Date,
  hoursBefore: number,
  limit: number,
): Promise<BookingRecord[]> {
  const rows = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings
      where status = 'complete' and starts_at > $1
        and starts_at <= $1 + make_interval(hours => $2)
        and reminded_for is distinct from starts_at
        and (details_sent_at is null
             or details_sent_at < starts_at - make_interval(hours => $2))
      order by starts_at
      limit $3
      for update skip locked`,
    [now, hoursBefore, limit],
  );
  return rows.map(toBooking);
}

export async function markReminded(sql: Sql, id: number, startsAt: Date): Promise<void> {
  await sql.query('update bookings set reminded_for = $2 where id = $1', [id, startsAt]);
}

/** The customer has just been sent the booking's time and gate code in full. */
export async function markDetailsSent(sql: Sql, id: number, now: Date): Promise<void> {
  await sql.query('update bookings set details_sent_at = $2 where id = $1', [id, now]);
}
