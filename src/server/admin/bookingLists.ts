import type {
  AdminBookingCard,
  AdminBookingsPage,
  AdminCustomer,
  BookingCursor,
  BookingGroup,
  BookingGroupCounts,
  BookingSearch,
} from '../../contract/admin';
import { encodeCursor } from '../../contract/cursor';
import { namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import { addDays } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import type { Clock } from '../platform/clock';
import {
  type BookingCardRow,
  bookingCards,
  customerBookings,
  customerTotals,
} from './bookingCardsSql';
import { bookingGroupCounts } from './bookingCountsSql';
import { findUser } from './usersListSql';

export const ADMIN_PAGE_SIZE = 25;

interface AdminReadDeps {
  db: Database;
  clock: Clock;
}

function days(deps: AdminReadDeps, park: PublicPark) {
  const today = localDateAt(deps.clock.now(), park.timeZone);
  return { today, tomorrow: addDays(today, 1) };
}

/** A card, naming its field where the park has several. */
function card(park: Pick<PublicPark, 'fields'>, row: BookingCardRow): AdminBookingCard {
  return {
    id: row.id,
    who: row.who,
    bookingCode: row.bookingCode,
    pricePence: row.pricePence,
    discounted: row.discountPercent !== null && row.discountPercent > 0,
    createdAt: row.createdAt.toISOString(),
    minutes: row.minutes,
    date: row.date,
    time: row.time,
    dogs: row.dogCount === null ? (row.dogs ?? '') : String(row.dogCount),
    isTest: row.isTest,
    isManual: row.isManual,
    seriesId: row.seriesId,
    pass: row.pass,
    status: row.status,
    paidPence: row.paidPence,
    refundedPence: row.refundedPence,
    fieldName: namedField(park, row),
    customerName: row.customerName,
    customerMobile: row.customerMobile,
  };
}

export async function bookingsPage(
  deps: AdminReadDeps,
  group: BookingGroup,
  search: BookingSearch,
  after: BookingCursor | undefined,
): Promise<AdminBookingsPage> {
  const park = await readPublicPark(deps.db);
  const found = await bookingCards(deps.db, group, days(deps, park), search, {
    size: ADMIN_PAGE_SIZE,
    after: after && [after[1], after[2], after[3]],
  });
  return {
    group,
    pageSize: ADMIN_PAGE_SIZE,
    bookings: found.rows.map((row) => card(park, row)),
    next: found.nextKey && encodeCursor([group, ...found.nextKey]),
  };
}

export async function bookingCounts(
  deps: AdminReadDeps,
  search: BookingSearch,
): Promise<BookingGroupCounts> {
  return bookingGroupCounts(deps.db, days(deps, await readPublicPark(deps.db)), search);
}

/** How many of a customer's bookings their dialog lists; the booking lists' search finds the rest. */
export const CUSTOMER_BOOKINGS_SHOWN = 50;

/** A customer's account, their latest bookings, and what they paid and got back in all. */
export async function customer(deps: AdminReadDeps, userId: string): Promise<AdminCustomer> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('admin/no-such-user');
  const bookings = await customerBookings(deps.db, userId, CUSTOMER_BOOKINGS_SHOWN);
  const totals = await customerTotals(deps.db, userId);
  const park = await readPublicPark(deps.db);
  return {
    user,
    bookings: bookings.map((row) => card(park, row)),
    totalBookings: totals.bookings,
    paidPence: totals.paidPence,
    refundedPence: totals.refundedPence,
  };
}
