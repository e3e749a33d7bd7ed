// What staff and customers change in a booking once it is made.
import type { Sql } from '../db/database';

export interface MovedSlot {
  /** The field it moves to; none: it stays on its own. */
  fieldId?: number;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  bookingCode: string | null;
}

/**
 * Fails with OVERLAP_VIOLATION when the new slot is held by someone else. A customer's own move
 * counts against the one they are allowed; the park's moves don't.
 */
export async function moveBookingSlot(
  sql: Sql,
  id: number,
  slot: MovedSlot,
  byCustomer: boolean,
): Promise<void> {
  await sql.query(
    `update bookings
        set starts_at = $2, ends_at = $3, local_date = $4, local_time = $5, booking_code = $6,
            move_count = move_count + $7, field_id = coalesce($8, field_id)
      where id = $1`,
    [
      id,
      slot.startsAt,
      slot.endsAt,
      slot.date,
      slot.time,
      slot.bookingCode,
      byCustomer ? 1 : 0,
      slot.fieldId ?? null,
    ],
  );
}

export async function setBookingCode(sql: Sql, id: number, code: string | null): Promise<void> {
  await sql.query('update bookings set booking_code = $2 where id = $1', [id, code]);
}

export interface NewManualBooking {
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  minutes: number;
  dogCount: number;
  bookingCode: string | null;
  fieldId: number;
}

/** The park's own booking: paid for by nobody, complete at once, held like any other. */
export async function insertManualBooking(
  sql: Sql,
  booking: NewManualBooking,
  now: Date,
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes, dog_count,
                           status, list_price_pence, price_pence, booking_code, is_manual, created_at, completed_at,
                           field_id)
     values (null, $1, $2, $3, $4, $5, $6, 'complete', 0, 0, $7, true, $8, $8, $9)
     returning id`,
    [
      booking.startsAt,
      booking.endsAt,
      booking.date,
      booking.time,
      booking.minutes,
      booking.dogCount,
      booking.bookingCode,
      now,
      booking.fieldId,
    ],
  );
  if (!row) throw new Error('insert into bookings returned no id');
  return row.id;
}

export async function linkPayment(sql: Sql, bookingId: number, paymentId: number): Promise<void> {
  await sql.query('update bookings set payment_id = $2 where id = $1', [bookingId, paymentId]);
}

/** Gives a booking's session back to its pass (cancelled in time, or its day closed). */
export async function returnPassSession(sql: Sql, bookingId: number, now: Date): Promise<void> {
  await sql.query(
    `update bookings set pass_returned_at = $2
      where id = $1 and pass_id is not null and pass_returned_at is null`,
    [bookingId, now],
  );
}
