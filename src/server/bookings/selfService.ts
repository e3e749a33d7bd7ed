import { cancellationTerms, canMove } from '../../domain/cancellation';
import { parseLocalDate } from '../../domain/dates';
import { doorWeekOf } from '../../domain/doorCodes';
import { instantOf } from '../../domain/zonedTime';
import type { SessionUser } from '../auth/sessionsSql';
import { doorCode } from '../doorCodes/doorCodesSql';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../errors';
import { readPublicPark } from '../park/parkSql';
import type { PaymentsContext } from '../payments/paymentsContext';
import { owePaymentBack } from '../payments/paymentsSql';
import { settleDueRefunds } from '../payments/refunds';
import { cancellationEmail, movedEmail } from './bookingEmails';
import { checkSlot } from './bookingService';
import {
  type BookingRecord,
  findBooking,
  lockBooking,
  lockBookingDay,
  markCancelled,
  moveBookingSlot,
} from './bookingsSql';
import { emailContextOf } from './emailContext';
import { takeSlot } from './takeSlot';

/**
 * The customer's own booking, paid for on this site: the park's own bookings are not theirs to
 * change, and anyone else's is answered as a missing one (booking numbers tell nobody which
 * exist).
 */
function mustBeTheirs(booking: BookingRecord | null, user: SessionUser): BookingRecord {
  if (!booking || booking.userId !== user.id) {
    throw new AppError('booking/not-found', 404, 'There is no such booking.');
  }
  if (booking.isManual) {
    throw new AppError('booking/not-yours', 403, 'That booking is not yours to change.');
  }
  return booking;
}

/**
 * Cancels a paid booking that has not started. At least the cut-off before the start, the
 * customer gets everything back; later, nothing, but the slot is freed all the same. Two calls
 * at once cancel and refund once: the booking's row lock puts them in line.
 */
export async function cancelBooking(
  context: PaymentsContext,
  user: SessionUser,
  id: number,
  expected: 'full-refund' | 'no-refund',
): Promise<{ refundPence: number }> {
  const park = await readPublicPark(context.db);
  const result = await context.db.transaction(async (tx) => {
    const booking = mustBeTheirs(await lockBooking(tx, id), user);
    if (booking.status === 'cancelled') return { refundPence: 0, changed: false };
    if (booking.status !== 'complete') {
      throw new AppError('booking/not-cancellable', 409, 'Only a paid booking can be cancelled.');
    }
    const now = context.clock.now();
    const terms = cancellationTerms(booking.startsAt, now, park.cancellationCutoffHours);
    if (terms === 'started') {
      throw new AppError(
        'booking/started',
        409,
        'This booking has started, so it can no longer be cancelled.',
      );
    }
    if (terms !== expected) {
      throw new AppError(
        'booking/terms-changed',
        409,
        `The cancellation terms have changed: it is now less than ${park.cancellationCutoffHours} hours before the start.`,
      );
    }
    await markCancelled(
      tx,
      booking.id,
      terms === 'full-refund' ? 'cancelled by the customer' : 'cancelled late by the customer',
      now,
    );
    const refundPence = terms === 'full-refund' ? await owePaymentBack(tx, booking.id) : 0;
    const emails = await emailContextOf(tx, booking, context.publicUrl, now);
    await enqueueEmail(tx, cancellationEmail(booking, emails, refundPence), now);
    return { refundPence, changed: true };
  });
  if (result.changed) {
    context.outbox.wake();
    if (result.refundPence > 0) await settleDueRefunds(context);
  }
  return { refundPence: result.refundPence };
}

/**
 * Moves a paid booking, once and at no charge, to another free slot of the same length (and
 * the same dogs), while a refund would still be due. The exclusion constraint decides a race
 * for the new slot; the loser is left exactly as it was.
 */
export async function moveBooking(
  context: PaymentsContext,
  user: SessionUser,
  id: number,
  to: { date: string; time: string },
): Promise<void> {
  const park = await readPublicPark(context.db);
  const now = context.clock.now();

  const move = () =>
    context.db.transaction(async (tx) => {
      const booking = mustBeTheirs(await lockBooking(tx, id), user);
      if (
        booking.status !== 'complete' ||
        !canMove(booking.startsAt, now, park.cancellationCutoffHours, booking.moveCount)
      ) {
        throw new AppError(
          'booking/not-movable',
          409,
          `A paid booking can be moved once, up to ${park.cancellationCutoffHours} hours before it starts.`,
        );
      }
      if (to.date === booking.date && to.time === booking.time) {
        throw new AppError('booking/same-slot', 400, 'That is the slot the booking already has.');
      }
      checkSlot(park, { ...to, minutes: booking.minutes }, now);
      await lockBookingDay(tx, to.date);
      const startsAt = instantOf(to.date, to.time, park.timeZone);
      const { year, month } = parseLocalDate(to.date);
      const moved = {
        startsAt,
        endsAt: new Date(startsAt.getTime() + booking.minutes * 60_000),
        date: to.date,
        time: to.time,
        bookingCode: await doorCode(tx, year, month, doorWeekOf(to.date), now),
      };
      await moveBookingSlot(tx, booking.id, moved, true);
      const emails = await emailContextOf(tx, booking, context.publicUrl, now);
      await enqueueEmail(
        tx,
        movedEmail({ ...booking, ...moved }, emails, `customer-${booking.moveCount + 1}`),
        now,
      );
      return moved;
    });

  const startsAt = instantOf(to.date, to.time, park.timeZone);
  const current = mustBeTheirs(await findBooking(context.db, id), user);
  await takeSlot(
    context,
    { startsAt, endsAt: new Date(startsAt.getTime() + current.minutes * 60_000) },
    move,
  );
  context.outbox.wake();
}
