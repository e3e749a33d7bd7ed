import type { HeldUnderRules, NewPendingBooking } from '../bookings/holdsSql';
import type { Sql } from '../db/database';

/**
 * A booking paid with a session of a pass: complete at once, with its gate code, priced 0 (the
 * money came with the pass) and its list price kept. Fails with OVERLAP_VIOLATION when another
 * booking holds any of its time.
 */
export async function insertPassBooking(
  sql: Sql,
  booking: NewPendingBooking,
  pass: { passId: number; bookingCode: string | null },
  rules: HeldUnderRules,
  now: Date,
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
                           dogs, dog_count, status, list_price_pence, price_pence, is_test,
                           booking_code, pass_id, rules_version, rules_accepted_at, created_at,
                           completed_at, details_sent_at, field_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'complete', $9, 0, $10, $11, $12, $13, $14, $15, $15, $15,
             $16)
     returning id`,
    [
      booking.userId,
      booking.startsAt,
      booking.endsAt,
      booking.date,
      booking.time,
      booking.minutes,
      booking.dogs,
      booking.dogCount,
      booking.listPricePence,
      booking.isTest,
      pass.bookingCode,
      pass.passId,
      rules.version,
      rules.acceptedAt,
      now,
      booking.fieldId,
    ],
  );
  if (!row) throw new Error('insert into bookings returned no id');
  return row.id;
}

/**
 * A held booking (a slot a waiting list offered) paid with a session of a pass instead: made
 * what insertPassBooking makes, complete and priced 0 with its list price kept, with no
 * checkout. False when it was no longer held.
 */
export async function completeHoldOnPass(
  sql: Sql,
  bookingId: number,
  pass: { passId: number; bookingCode: string | null },
  rules: HeldUnderRules,
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `update bookings
        set status = 'complete', price_pence = 0, pass_id = $2, booking_code = $3,
            rules_version = $4, rules_accepted_at = $5, completed_at = $6, details_sent_at = $6,
            hold_expires_at = null, checkout_provider = null, checkout_reference = null,
            checkout_url = null
      where id = $1 and status = 'pending'
      returning id`,
    [bookingId, pass.passId, pass.bookingCode, rules.version, rules.acceptedAt, now],
  );
  return rows.length === 1;
}
