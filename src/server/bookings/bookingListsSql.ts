// The bookings read in bulk: busy intervals, a customer's list, a week's paid bookings.
import type { Sql } from '../db/database';
import { BOOKING_COLUMNS, type BookingRecord, type Row, toBooking } from './bookingRecordSql';

export interface BusyInterval {
  date: string;
  time: string;
  /** How long it holds the field (its length less any handover gap). */
  minutes: number;
}

/** A time that holds the field: paid, or held unpaid until `heldUntil` (epoch ms). */
export interface TakenTime extends BusyInterval {
  heldUntil: number | null;
}

/**
 * Everything that holds or may hold the field between two instants: paid bookings and unpaid
 * holds, lapsed or not (the reader judges a hold against its own clock, so a kept list stays
 * right as holds lapse). No names, no prices: only when.
 */
export async function takenBetween(
  sql: Sql,
  fieldId: number,
  from: Date,
  to: Date,
): Promise<TakenTime[]> {
  const rows = await sql.query<BusyInterval & { held_until: number | null }>(
    `select to_char(local_date, 'YYYY-MM-DD') as date, local_time as time,
            (extract(epoch from ends_at - starts_at) / 60)::int as minutes,
            case when status = 'pending'
                 then coalesce(extract(epoch from hold_expires_at) * 1000, 0)::float8 end as held_until
       from bookings
      where field_id = $3 and status in ('pending', 'complete')
        and starts_at >= $1 and starts_at < $2
      order by starts_at`,
    [from, to, fieldId],
  );
  return rows.map((row) => ({
    date: row.date,
    time: row.time,
    minutes: row.minutes,
    heldUntil: row.held_until,
  }));
}

/** A customer's bookings worth showing: held or paid, and the cancelled; never lapsed holds. */
export async function bookingsOfUser(
  sql: Sql,
  userId: string,
  limit: number,
): Promise<BookingRecord[]> {
  const rows = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings
      where user_id = $1 and status in ('pending', 'complete', 'cancelled')
      order by starts_at desc
      limit $2`,
    [userId, limit],
  );
  return rows.map(toBooking);
}

/** Paid bookings on the days from `from` to `to` (inclusive) that have not started. */
export async function completeBookingsBetween(
  sql: Sql,
  from: string,
  to: string,
  now: Date,
): Promise<BookingRecord[]> {
  const rows = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings
      where status = 'complete' and local_date between $1 and $2 and starts_at > $3
      order by starts_at`,
    [from, to, now],
  );
  return rows.map(toBooking);
}

/** The customer's newest paid booking, by when it was made. */
export async function latestCompleteBookingOf(
  sql: Sql,
  userId: string,
): Promise<BookingRecord | null> {
  const [row] = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings
      where user_id = $1 and status = 'complete'
      order by created_at desc, id desc
      limit 1`,
    [userId],
  );
  return row ? toBooking(row) : null;
}
