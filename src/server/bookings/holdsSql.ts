// Holding a slot while it is paid for, and ending the hold: the bookings table's life cycle.
import type { Sql } from '../db/database';
import type { BookingStatus } from './bookingRecordSql';

/** What an account holds unpaid now: sessions, their checkouts, and when the first ends. */
export interface UnpaidHolds {
  /** Sessions held: a booking, each week of a series, a waiting-list offer. */
  slots: number;
  /** Checkouts they will be paid through: a series' weeks share one. */
  checkouts: number;
  firstEnds: Date | null;
}

/**
 * The account's unpaid holds still running, and when the first of them will end. One whose
 * checkout is still opening ends, once it is open, a whole hold after it was made: `holdMs`.
 */
export async function unpaidHolds(
  sql: Sql,
  userId: string,
  now: Date,
  holdMs: number,
): Promise<UnpaidHolds> {
  const [row] = await sql.query<{ slots: number; checkouts: number; first_ends: Date | null }>(
    // A series is held and paid as one: its weeks are slots each, and one checkout.
    `select count(*)::int as slots,
            count(distinct coalesce('series ' || series_id, 'booking ' || id))::int as checkouts,
            min(case when checkout_reference is null
                     then created_at + $3 * interval '1 millisecond'
                     else hold_expires_at end) as first_ends
       from bookings
      where user_id = $1 and status = 'pending' and hold_expires_at > $2`,
    [userId, now, holdMs],
  );
  return {
    slots: row?.slots ?? 0,
    checkouts: row?.checkouts ?? 0,
    firstEnds: row?.first_ends ?? null,
  };
}

export interface NewPendingBooking {
  userId: string;
  fieldId: number;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  minutes: number;
  dogs: string;
  holdExpiresAt: Date;
  listPricePence: number;
  isTest: boolean;
  checkoutProvider: 'stripe' | 'test';
  /** How many dogs come, when the customer said. */
  dogCount: number | null;
  /** The repeat booking it is a week of, if any. */
  seriesId?: number | null;
}

/** The site rules a hold was made under (docs/decisions/099). */
export interface HeldUnderRules {
  version: number;
  acceptedAt: Date;
}

/** Holds the slot; fails with OVERLAP_VIOLATION when another booking holds any of it. */
export async function insertPendingBooking(
  sql: Sql,
  booking: NewPendingBooking,
  /** Null for a slot a waiting list offers: the rules are ticked when it is booked. */
  rules: HeldUnderRules | null,
  now: Date,
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes, dogs,
                           status, hold_expires_at, list_price_pence, price_pence, is_test,
                           checkout_provider, created_at, dog_count, rules_version, rules_accepted_at,
                           series_id, field_id)
     values ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $9, $10, $11, $12, $13, $14, $15, $16,
             $17)
     returning id`,
    [
      booking.userId,
      booking.startsAt,
      booking.endsAt,
      booking.date,
      booking.time,
      booking.minutes,
      booking.dogs,
      booking.holdExpiresAt,
      booking.listPricePence,
      booking.isTest,
      booking.checkoutProvider,
      now,
      booking.dogCount,
      rules?.version ?? null,
      rules?.acceptedAt ?? null,
      booking.seriesId ?? null,
      booking.fieldId,
    ],
  );
  if (!row) throw new Error('insert into bookings returned no id');
  return row.id;
}

export async function applyDiscount(
  sql: Sql,
  bookingId: number,
  discount: { id: number; percent: number; pricePence: number },
): Promise<void> {
  await sql.query(
    `update bookings set discount_id = $2, discount_percent = $3, price_pence = $4 where id = $1`,
    [bookingId, discount.id, discount.percent, discount.pricePence],
  );
}

/**
 * Ties the checkout to its holds (one booking's, or a series' weeks), which from then on last
 * until `holdExpiresAt`.
 */
export async function attachCheckout(
  sql: Sql,
  bookingIds: readonly number[],
  checkout: { reference: string; url: string },
  holdExpiresAt: Date,
): Promise<void> {
  // A hold ended meanwhile stays ended; its checkout is still recorded, so that a payment
  // made on it is found (and the slot retaken or the money returned).
  await sql.query(
    `update bookings
        set checkout_reference = $2, checkout_url = $3,
            hold_expires_at = case when status = 'pending' then $4 else hold_expires_at end
      where id = any($1::bigint[])`,
    [bookingIds, checkout.reference, checkout.url, holdExpiresAt],
  );
}

/** A stretch of one field's time: [startsAt, endsAt). */
export interface FieldTime {
  fieldId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Unpaid holds past their time that overlap any of `slots`: they are why a slot looks taken.
 */
export async function lapsedHoldsOverlapping(
  sql: Sql,
  slots: readonly FieldTime[],
  now: Date,
): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `select b.id from bookings b
      where b.status = 'pending' and b.hold_expires_at <= $3
        and exists (select 1
                      from unnest($1::timestamptz[], $2::timestamptz[], $4::bigint[])
                           as s (starts, ends, field_id)
                     where b.field_id = s.field_id
                       and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(s.starts, s.ends, '[)'))`,
    [
      slots.map((slot) => slot.startsAt),
      slots.map((slot) => slot.endsAt),
      now,
      slots.map((slot) => slot.fieldId),
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * Which of `slots` someone holds now (a paid booking, or a hold whose time has not run out):
 * their indexes in `slots`.
 */
export async function heldSlots(
  sql: Sql,
  slots: readonly FieldTime[],
  now: Date,
): Promise<Set<number>> {
  const rows = await sql.query<{ i: number }>(
    `select (s.i - 1)::int as i
       from unnest($1::timestamptz[], $2::timestamptz[], $4::bigint[]) with ordinality
            as s (starts, ends, field_id, i)
      where exists (
        select 1 from bookings b
         where b.field_id = s.field_id and b.status in ('pending', 'complete')
           and (b.status = 'complete' or b.hold_expires_at > $3)
           and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(s.starts, s.ends, '[)'))`,
    [
      slots.map((slot) => slot.startsAt),
      slots.map((slot) => slot.endsAt),
      now,
      slots.map((slot) => slot.fieldId),
    ],
  );
  return new Set(rows.map((row) => row.i));
}

export async function lapsedHolds(sql: Sql, now: Date, limit: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `select id from bookings where status = 'pending' and hold_expires_at <= $1
      order by hold_expires_at limit $2`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Ends an unpaid hold, and with it every week of its series still held (they were to be paid
 * together); answers the discount uses they give back, or null if it was not held.
 */
export async function markExpired(
  sql: Sql,
  id: number,
  now: Date,
): Promise<{ discountIds: number[] } | null> {
  const rows = await sql.query<{ discount_id: number | null }>(
    `update bookings set status = 'expired', cancelled_at = $2
      where status = 'pending'
        and (id = $1 or series_id = (select series_id from bookings where id = $1 and status = 'pending'))
      returning discount_id`,
    [id, now],
  );
  if (rows.length === 0) return null;
  return {
    discountIds: rows.flatMap((row) => (row.discount_id === null ? [] : [row.discount_id])),
  };
}

export async function markComplete(
  sql: Sql,
  id: number,
  completion: { bookingCode: string | null; paymentId: number; now: Date },
): Promise<void> {
  await sql.query(
    `update bookings
        set status = 'complete', booking_code = $2, payment_id = $3, completed_at = $4,
            hold_expires_at = null, cancelled_at = null, cancel_reason = null
      where id = $1`,
    [id, completion.bookingCode, completion.paymentId, completion.now],
  );
}

export async function markCancelled(
  sql: Sql,
  id: number,
  reason: string,
  now: Date,
): Promise<void> {
  // Every way a booking ends (cancelled, refunded, its day closed) comes here, so its own code,
  // if it has one on a lock, is taken off with it (as withdrawLockCode does: a new version, so
  // that a step of the lock job under way does not write over it, decision 138).
  await sql.query(
    `with cancelled as (
       update bookings set status = 'cancelled', cancel_reason = $2, cancelled_at = $3
        where id = $1 returning id)
     update lock_codes set wanted = false, next_attempt_at = $3, version = version + 1,
                           updated_at = $3
      where booking_id in (select id from cancelled) and wanted`,
    [id, reason, now],
  );
}

/**
 * Bookings that hold a field on a day: the ones a closure must cancel; of one field, or of
 * every field when `fieldId` is null.
 */
export async function activeBookingsOn(
  sql: Sql,
  date: string,
  fieldId: number | null = null,
): Promise<{ id: number; status: BookingStatus }[]> {
  return sql.query<{ id: number; status: BookingStatus }>(
    `select id, status from bookings
      where local_date = $1 and status in ('pending', 'complete')
        ${fieldId === null ? '' : 'and field_id = $2'}
      order by id`,
    fieldId === null ? [date] : [date, fieldId],
  );
}

/**
 * Holds a lapsed booking's slot again (its payment came late); fails with OVERLAP_VIOLATION if
 * someone has taken it since.
 */
export async function retakeSlot(sql: Sql, id: number): Promise<void> {
  await sql.query(`update bookings set status = 'pending' where id = $1`, [id]);
}

/** The site rules a held booking is made under, once ticked (a slot a waiting list offered). */
export async function recordBookingRules(
  sql: Sql,
  bookingId: number,
  rules: HeldUnderRules,
): Promise<void> {
  await sql.query('update bookings set rules_version = $2, rules_accepted_at = $3 where id = $1', [
    bookingId,
    rules.version,
    rules.acceptedAt,
  ]);
}
