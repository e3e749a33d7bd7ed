import type {
  AdminBookingCard,
  AdminBookingsPage,
  AdminCustomer,
  BookingGroup,
  BookingGroupCounts,
  BookingSearch,
} from '../../contract/admin';
import { addDays } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import {
  type BookingCardRow,
  bookingCards,
  bookingGroupCounts,
  customerBookings,
} from './bookingCardsSql';
import { findUser } from './usersListSql';

export const ADMIN_PAGE_SIZE = 25;

interface AdminReadDeps {
  db: Database;
  clock: Clock;
}

async function days(deps: AdminReadDeps) {
  const park = await readPublicPark(deps.db);
  const today = localDateAt(deps.clock.now(), park.timeZone);
  return { today, tomorrow: addDays(today, 1) };
}

function card(row: BookingCardRow): AdminBookingCard {
  return {
    id: row.id,
    who: row.isManual ? 'Manual Booking' : (row.userEmail ?? row.userId ?? 'Manual Booking'),
    bookingCode: row.bookingCode,
    pricePence: row.pricePence,
    discounted: row.discountPercent !== null && row.discountPercent > 0,
    createdAt: row.createdAt.toISOString(),
    minutes: row.minutes,
    date: row.date,
    time: row.time,
    dogs: row.dogs ?? String(row.dogCount),
    isTest: row.isTest,
    isManual: row.isManual,
    status: row.status,
    paidPence: row.paidPence,
    refundedPence: row.refundedPence,
  };
}

export async function bookingsPage(
  deps: AdminReadDeps,
  group: BookingGroup,
  search: BookingSearch,
  page: number,
): Promise<AdminBookingsPage> {
  const found = await bookingCards(deps.db, group, await days(deps), search, {
    size: ADMIN_PAGE_SIZE,
    number: page,
  });
  return {
    group,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: found.total,
    bookings: found.rows.map(card),
  };
}

export async function bookingCounts(
  deps: AdminReadDeps,
  search: BookingSearch,
): Promise<BookingGroupCounts> {
  return bookingGroupCounts(deps.db, await days(deps), search);
}

/** A customer's account and every booking of theirs, with what they paid and got back. */
export async function customer(deps: AdminReadDeps, userId: string): Promise<AdminCustomer> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('admin/no-such-user');
  const bookings = (await customerBookings(deps.db, userId)).map(card);
  const sum = (pick: (booking: AdminBookingCard) => number) =>
    bookings.reduce((total, booking) => total + pick(booking), 0);
  return {
    user,
    bookings,
    paidPence: sum((booking) => booking.paidPence ?? 0),
    refundedPence: sum((booking) => booking.refundedPence),
  };
}
