import { bookingsOfUser } from '../bookings/bookingListsSql';
import type { BookingRecord } from '../bookings/bookingRecordSql';
import { type AccountMemory, accountMemoryOf } from '../db/accountMemory';
import type { Sql } from '../db/database';
import { type PassRecord, passesOfUser } from '../passes/passesSql';
import { type PaymentOfBooking, paymentsOfBookings } from '../payments/paymentsSql';

/** The channel migration 032's triggers notify on: the customer's id, or '*'. */
export const CUSTOMERS_CHANNEL = 'paddock_customers';

/** The most bookings My bookings shows. */
const SHOWN = 100;

/** What My bookings is made from, as read at `readAt`; the view is made afresh each time. */
export interface CustomerRecords {
  userId: string;
  bookings: BookingRecord[];
  payments: Map<number, PaymentOfBooking>;
  /** Active passes and pending ones whose hold had not lapsed when read. */
  passes: PassRecord[];
  /** When a pending pass's hold lapses and the passes read no longer stand (ms). */
  goodUntil: number;
}

async function readRecords(sql: Sql, userId: string, now: Date): Promise<CustomerRecords> {
  const bookings = await bookingsOfUser(sql, userId, SHOWN);
  const payments = await paymentsOfBookings(
    sql,
    bookings.map((booking) => booking.id),
  );
  const passes = await passesOfUser(sql, userId, now);
  const lapses = passes
    .filter((pass) => pass.status === 'pending' && pass.holdExpiresAt !== null)
    .map((pass) => pass.holdExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY);
  return { userId, bookings, payments, passes, goodUntil: Math.min(Infinity, ...lapses) };
}

const memories = new WeakMap<object, AccountMemory<CustomerRecords>>();

/**
 * A customer's bookings, their payments and passes: from memory on the app's database
 * (decision 134), forgotten on every instance when any of their rows changes, so My bookings
 * sends no statement while nothing of theirs changed.
 */
export function customerRecords(
  deps: { db: Sql; clock: { now(): Date } },
  userId: string,
): Promise<CustomerRecords> {
  const memory = accountMemoryOf(memories, deps.db, CUSTOMERS_CHANNEL, {
    accountOf: (records) => records.userId,
    stillGood: (records) => deps.clock.now().getTime() < records.goodUntil,
    limit: 5_000,
  });
  const read = (sql: Sql) => readRecords(sql, userId, deps.clock.now());
  return memory ? memory.get(userId, read) : read(deps.db);
}
