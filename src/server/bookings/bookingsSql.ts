import type { Sql } from '../db/database';

export type BookingStatus = 'pending' | 'complete' | 'expired' | 'cancelled';

export interface BookingRecord {
  id: number;
  userId: string | null;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  minutes: 30 | 60;
  dogs: string | null;
  dogCount: number | null;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  listPricePence: number;
  pricePence: number;
  discountId: number | null;
  discountPercent: number | null;
  bookingCode: string | null;
  isTest: boolean;
  isManual: boolean;
  checkoutProvider: 'stripe' | 'test' | null;
  checkoutReference: string | null;
  checkoutUrl: string | null;
  paymentId: number | null;
  moveCount: number;
  createdAt: Date;
  completedAt: Date | null;
}

interface Row {
  id: number;
  user_id: string | null;
  starts_at: Date;
  ends_at: Date;
  local_date: string;
  local_time: string;
  duration_minutes: 30 | 60;
  dogs: string | null;
  dog_count: number | null;
  status: BookingStatus;
  hold_expires_at: Date | null;
  list_price_pence: number;
  price_pence: number;
  discount_id: number | null;
  discount_percent: number | null;
  booking_code: string | null;
  is_test: boolean;
  is_manual: boolean;
  checkout_provider: 'stripe' | 'test' | null;
  checkout_reference: string | null;
  checkout_url: string | null;
  payment_id: number | null;
  move_count: number;
  created_at: Date;
  completed_at: Date | null;
}

export const BOOKING_COLUMNS = `id, user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
  dogs, dog_count, status, hold_expires_at, list_price_pence, price_pence, discount_id,
  discount_percent, booking_code, is_test, is_manual, checkout_provider, checkout_reference,
  checkout_url, payment_id, move_count, created_at, completed_at`;

export function toBooking(row: Row): BookingRecord {
  return {
    id: row.id,
    userId: row.user_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    date: row.local_date,
    time: row.local_time,
    minutes: row.duration_minutes,
    dogs: row.dogs,
    dogCount: row.dog_count,
    status: row.status,
    holdExpiresAt: row.hold_expires_at,
    listPricePence: row.list_price_pence,
    pricePence: row.price_pence,
    discountId: row.discount_id,
    discountPercent: row.discount_percent,
    bookingCode: row.booking_code,
    isTest: row.is_test,
    isManual: row.is_manual,
    checkoutProvider: row.checkout_provider,
    checkoutReference: row.checkout_reference,
    checkoutUrl: row.checkout_url,
    paymentId: row.payment_id,
    moveCount: row.move_count,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

/** PostgreSQL's code for a broken exclusion constraint: the slot overlaps one already held. */
export const OVERLAP_VIOLATION = '23P01';

export function isOverlapViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === OVERLAP_VIOLATION;
}

/** Any fixed number: the first half of the advisory lock key of a booking day. */
const BOOKING_DAY_LOCK = 4_201;

/**
 * Puts everyone booking the same day in line until their transactions end. The exclusion
 * constraint alone keeps bookings apart, but two overlapping inserts at once can deadlock
 * while checking it, and PostgreSQL then takes a second to notice: queueing avoids that.
 */
export async function lockBookingDay(sql: Sql, date: string): Promise<void> {
  const day = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  await sql.query('select pg_advisory_xact_lock($1, $2)', [BOOKING_DAY_LOCK, day]);
}

/** Any fixed number: the first half of the advisory lock key of a customer's holds. */
const CUSTOMER_HOLDS_LOCK = 4_202;

/**
 * Puts a customer's own Book Nows in line (on every instance), so that counting their unpaid
 * holds and adding one are one step. Taken before the day's lock, never after.
 */
export async function lockCustomerHolds(sql: Sql, userId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock($1, hashtext($2))', [CUSTOMER_HOLDS_LOCK, userId]);
}

/** The customer's holds still waiting for payment, and when the first of them runs out. */
export async function unpaidHolds(
  sql: Sql,
  userId: string,
  now: Date,
): Promise<{ count: number; firstEnds: Date | null }> {
  const [row] = await sql.query<{ count: number; first_ends: Date | null }>(
    `select count(*)::int as count, min(hold_expires_at) as first_ends from bookings
      where user_id = $1 and status = 'pending' and hold_expires_at > $2`,
    [userId, now],
  );
  return { count: row?.count ?? 0, firstEnds: row?.first_ends ?? null };
}

export interface NewPendingBooking {
  userId: string;
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
}

/** Holds the slot; fails with OVERLAP_VIOLATION when another booking holds any of it. */
export async function insertPendingBooking(
  sql: Sql,
  booking: NewPendingBooking,
  now: Date,
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes, dogs,
                           status, hold_expires_at, list_price_pence, price_pence, is_test,
                           checkout_provider, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $9, $10, $11, $12)
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

export async function attachCheckout(
  sql: Sql,
  bookingId: number,
  checkout: { reference: string; url: string },
): Promise<void> {
  await sql.query(`update bookings set checkout_reference = $2, checkout_url = $3 where id = $1`, [
    bookingId,
    checkout.reference,
    checkout.url,
  ]);
}

export async function findBooking(sql: Sql, id: number): Promise<BookingRecord | null> {
  const [row] = await sql.query<Row>(`select ${BOOKING_COLUMNS} from bookings where id = $1`, [id]);
  return row ? toBooking(row) : null;
}

/** The booking, locked until the transaction ends: whoever confirms or expires it goes one at a time. */
export async function lockBooking(sql: Sql, id: number): Promise<BookingRecord | null> {
  const [row] = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings where id = $1 for update`,
    [id],
  );
  return row ? toBooking(row) : null;
}

/** Unpaid holds past their time that overlap [startsAt, endsAt): they are why a slot looks taken. */
export async function lapsedHoldsOverlapping(
  sql: Sql,
  startsAt: Date,
  endsAt: Date,
  now: Date,
): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `select id from bookings
      where status = 'pending' and hold_expires_at <= $3
        and tstzrange(starts_at, ends_at, '[)') && tstzrange($1, $2, '[)')`,
    [startsAt, endsAt, now],
  );
  return rows.map((row) => row.id);
}

export async function lapsedHolds(sql: Sql, now: Date, limit: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `select id from bookings where status = 'pending' and hold_expires_at <= $1
      order by hold_expires_at limit $2`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}

/** Ends an unpaid hold; answers the discount whose use it gives back, if it had one. */
export async function markExpired(
  sql: Sql,
  id: number,
  now: Date,
): Promise<{ discountId: number | null } | null> {
  const [row] = await sql.query<{ discount_id: number | null }>(
    `update bookings set status = 'expired', cancelled_at = $2
      where id = $1 and status = 'pending'
      returning discount_id`,
    [id, now],
  );
  return row ? { discountId: row.discount_id } : null;
}

export async function markComplete(
  sql: Sql,
  id: number,
  completion: { bookingCode: string; paymentId: number; now: Date },
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
  await sql.query(
    `update bookings set status = 'cancelled', cancel_reason = $2, cancelled_at = $3 where id = $1`,
    [id, reason, now],
  );
}

export interface BusyInterval {
  date: string;
  time: string;
  minutes: number;
}

/**
 * Everything holding the field between two instants: paid bookings and unpaid holds still in
 * their time. No names, no prices: only when.
 */
export async function busyBetween(
  sql: Sql,
  from: Date,
  to: Date,
  now: Date,
): Promise<BusyInterval[]> {
  return sql.query<BusyInterval>(
    `select to_char(local_date, 'YYYY-MM-DD') as date, local_time as time, duration_minutes as minutes
       from bookings
      where status in ('pending', 'complete') and starts_at >= $1 and starts_at < $2
        and (status = 'complete' or hold_expires_at > $3)
      order by starts_at`,
    [from, to, now],
  );
}

export async function isClosedDay(sql: Sql, date: string): Promise<boolean> {
  const rows = await sql.query('select 1 from closed_dates where day = $1', [date]);
  return rows.length > 0;
}

export interface MovedSlot {
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
            move_count = move_count + $7
      where id = $1`,
    [id, slot.startsAt, slot.endsAt, slot.date, slot.time, slot.bookingCode, byCustomer ? 1 : 0],
  );
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

/**
 * Paid bookings whose reminder is due and not yet written for their current start. Locked and
 * skipped by any other instance running the same sweep.
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

/** Bookings that hold the field on a day: the ones a closure must cancel. */
export async function activeBookingsOn(
  sql: Sql,
  date: string,
): Promise<{ id: number; status: BookingStatus }[]> {
  return sql.query<{ id: number; status: BookingStatus }>(
    `select id, status from bookings where local_date = $1 and status in ('pending', 'complete') order by id`,
    [date],
  );
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

export async function setBookingCode(sql: Sql, id: number, code: string): Promise<void> {
  await sql.query('update bookings set booking_code = $2 where id = $1', [id, code]);
}

export interface BookingCardRow extends BookingRecord {
  userEmail: string | null;
}

const GROUPS = {
  today: { where: 'b.local_date = $1', day: 'today', order: 'b.starts_at asc' },
  tomorrow: { where: 'b.local_date = $1', day: 'tomorrow', order: 'b.starts_at asc' },
  upcoming: { where: 'b.local_date > $1', day: 'tomorrow', order: 'b.starts_at asc' },
  past: { where: 'b.local_date < $1', day: 'today', order: 'b.starts_at desc' },
} as const;

/** Bookings worth a card for the admin (not lapsed holds), grouped by day, a page at a time. */
export async function bookingCards(
  sql: Sql,
  group: keyof typeof GROUPS,
  days: { today: string; tomorrow: string },
  page: { size: number; number: number },
): Promise<{ total: number; rows: BookingCardRow[] }> {
  const { where, day, order } = GROUPS[group];
  const shown = `b.status <> 'expired' and ${where}`;
  const columns = BOOKING_COLUMNS.split(',').map((column) => `b.${column.trim()}`);
  const rows = await sql.query<Row & { user_email: string | null }>(
    `select ${columns.join(', ')}, u.email as user_email
       from bookings b left join users u on u.id = b.user_id
      where ${shown}
      order by ${order}, b.id
      limit $2 offset $3`,
    [days[day], page.size, (page.number - 1) * page.size],
  );
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from bookings b where ${shown}`,
    [days[day]],
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => ({ ...toBooking(row), userEmail: row.user_email })),
  };
}

export async function bookingGroupCounts(
  sql: Sql,
  days: { today: string; tomorrow: string },
): Promise<{ today: number; tomorrow: number; upcoming: number; past: number }> {
  const [row] = await sql.query<{
    today: number;
    tomorrow: number;
    upcoming: number;
    past: number;
  }>(
    `select count(*) filter (where local_date = $1)::int as today,
            count(*) filter (where local_date = $2)::int as tomorrow,
            count(*) filter (where local_date > $2)::int as upcoming,
            count(*) filter (where local_date < $1)::int as past
       from bookings where status <> 'expired'`,
    [days.today, days.tomorrow],
  );
  return row ?? { today: 0, tomorrow: 0, upcoming: 0, past: 0 };
}

export interface NewManualBooking {
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  minutes: number;
  dogCount: number;
  bookingCode: string;
}

/** The park's own booking: paid for by nobody, complete at once, held like any other. */
export async function insertManualBooking(
  sql: Sql,
  booking: NewManualBooking,
  now: Date,
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes, dog_count,
                           status, list_price_pence, price_pence, booking_code, is_manual, created_at, completed_at)
     values (null, $1, $2, $3, $4, $5, $6, 'complete', 0, 0, $7, true, $8, $8)
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
    ],
  );
  if (!row) throw new Error('insert into bookings returned no id');
  return row.id;
}

export async function linkPayment(sql: Sql, bookingId: number, paymentId: number): Promise<void> {
  await sql.query('update bookings set payment_id = $2 where id = $1', [bookingId, paymentId]);
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
