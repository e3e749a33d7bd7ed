/** A booking as the code knows it, and the one mapping from its row. */
import type { Sql } from '../db/database';

export type BookingStatus = 'pending' | 'complete' | 'expired' | 'cancelled';

export interface BookingRecord {
  id: number;
  userId: string | null;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  minutes: number;
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
  /** The site rules' version its customer had agreed to, and when (null: not asked then). */
  rulesVersion: number | null;
  rulesAcceptedAt: Date | null;
  /** The repeat booking it is a week of (decision 100). */
  seriesId: number | null;
  /** The pass a session was taken from instead of a payment (decision 101). */
  passId: number | null;
  /** The field it is on (decision 111). */
  fieldId: number;
}

export interface Row {
  id: number;
  user_id: string | null;
  starts_at: Date;
  ends_at: Date;
  local_date: string;
  local_time: string;
  duration_minutes: number;
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
  rules_version: number | null;
  rules_accepted_at: Date | null;
  series_id: number | null;
  pass_id: number | null;
  field_id: number | string;
}

export const BOOKING_COLUMNS = `id, user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
  dogs, dog_count, status, hold_expires_at, list_price_pence, price_pence, discount_id,
  discount_percent, booking_code, is_test, is_manual, checkout_provider, checkout_reference,
  checkout_url, payment_id, move_count, created_at, completed_at, rules_version, rules_accepted_at,
  series_id, pass_id, field_id`;

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
    rulesVersion: row.rules_version,
    rulesAcceptedAt: row.rules_accepted_at,
    seriesId: row.series_id,
    passId: row.pass_id,
    fieldId: Number(row.field_id),
  };
}

/** PostgreSQL's code for a broken exclusion constraint: the slot overlaps one already held. */
export const OVERLAP_VIOLATION = '23P01';

export function isOverlapViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === OVERLAP_VIOLATION;
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

/**
 * The bookings a provider's checkout was opened for (one, or the weeks of a series), in order
 * of their numbers, locked like lockBooking.
 */
export async function lockBookingsOfCheckout(
  sql: Sql,
  checkout: { provider: 'stripe' | 'test'; reference: string },
): Promise<BookingRecord[]> {
  const rows = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings
      where checkout_provider = $1 and checkout_reference = $2
      order by id for update`,
    [checkout.provider, checkout.reference],
  );
  return rows.map(toBooking);
}

/** The bookings a checkout was opened for, unlocked: to end their hold. */
export async function bookingsOfCheckout(
  sql: Sql,
  checkout: { provider: 'stripe' | 'test'; reference: string },
): Promise<BookingRecord[]> {
  const rows = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings
      where checkout_provider = $1 and checkout_reference = $2 order by id`,
    [checkout.provider, checkout.reference],
  );
  return rows.map(toBooking);
}

/** The weeks of a series, in date order. */
export async function bookingsOfSeries(sql: Sql, seriesId: number): Promise<BookingRecord[]> {
  const rows = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings where series_id = $1 order by local_date, id`,
    [seriesId],
  );
  return rows.map(toBooking);
}
