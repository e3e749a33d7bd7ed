import type {
  AdminBookingCard,
  AdminBookingsPage,
  BookingGroup,
  BookingGroupCounts,
} from '../../contract/admin';
import { timeSlotEditProblem } from '../../domain/adminRules';
import { addDays } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { isClockTime, minutesOf } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import { audit } from '../audit/auditSql';
import type { SessionUser } from '../auth/sessionsSql';
import { movedEmail } from '../bookings/bookingEmails';
import {
  type BookingCardRow,
  bookingCards,
  bookingGroupCounts,
  findBooking,
  lockBooking,
  lockBookingDay,
  moveBookingSlot,
} from '../bookings/bookingsSql';
import { emailContextOf } from '../bookings/emailContext';
import { takeSlot } from '../bookings/takeSlot';
import type { Database } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../errors';
import { readPublicPark } from '../park/parkSql';
import type { PaymentsContext } from '../payments/paymentsContext';

export const ADMIN_PAGE_SIZE = 25;

async function days(db: Database, now: Date) {
  const park = await readPublicPark(db);
  const today = localDateAt(now, park.timeZone);
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
  };
}

export async function bookingsPage(
  context: PaymentsContext,
  group: BookingGroup,
  page: number,
): Promise<AdminBookingsPage> {
  const found = await bookingCards(context.db, group, await days(context.db, context.clock.now()), {
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

export async function bookingCounts(context: PaymentsContext): Promise<BookingGroupCounts> {
  return bookingGroupCounts(context.db, await days(context.db, context.clock.now()));
}

const editProblem = (message: string) =>
  new AppError('admin/time-slot', 400, message, { time: message });

/**
 * A super admin moves a booking to another time the same day. The seed's messages for what was
 * typed; the exclusion constraint for a taken slot; the customer is e-mailed the new time.
 */
export async function changeTimeSlot(
  context: PaymentsContext,
  actor: SessionUser,
  id: number,
  typed: string,
): Promise<void> {
  const park = await readPublicPark(context.db);
  const now = context.clock.now();
  const move = () =>
    context.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, id);
      if (!booking) throw new AppError('booking/not-found', 404, 'There is no such booking.');
      const problem = timeSlotEditProblem(booking.time, typed);
      if (problem) throw editProblem(problem);
      const time = typed.trim();
      if (booking.status !== 'complete')
        throw editProblem('Only a confirmed booking can be moved.');
      const start = minutesOf(time);
      if (
        start < minutesOf(park.slots.opens) ||
        start + booking.minutes > minutesOf(park.slots.closes)
      ) {
        throw editProblem(
          `That time is outside opening hours (${park.slots.opens} to ${park.slots.closes}).`,
        );
      }
      await lockBookingDay(tx, booking.date);
      const startsAt = instantOf(booking.date, time, park.timeZone);
      const moved = {
        startsAt,
        endsAt: new Date(startsAt.getTime() + booking.minutes * 60_000),
        date: booking.date,
        time,
        bookingCode: booking.bookingCode,
      };
      await moveBookingSlot(tx, booking.id, moved, false);
      if (!booking.isManual) {
        const emails = await emailContextOf(tx, booking, context.publicUrl, now);
        await enqueueEmail(
          tx,
          movedEmail({ ...booking, ...moved }, emails, `park-${now.getTime()}`),
          now,
        );
      }
      await audit(
        tx,
        actor,
        'booking moved',
        `booking ${booking.id} on ${booking.date}: ${booking.time} to ${time}`,
        now,
      );
    });
  // A lapsed hold in the way is ended first, as for any booking; a typing mistake needs no slot.
  const current = await findBooking(context.db, id);
  const time = typed.trim();
  if (current && isClockTime(time) && !timeSlotEditProblem(current.time, time)) {
    const startsAt = instantOf(current.date, time, park.timeZone);
    await takeSlot(
      context,
      { startsAt, endsAt: new Date(startsAt.getTime() + current.minutes * 60_000) },
      move,
    );
  } else {
    await move();
  }
  context.outbox.wake();
}
