import type { BookingView } from '../../contract/bookings';
import { localTimeAt } from '../../domain/dates';
import type { SessionUser } from '../auth/sessionsSql';
import { AppError } from '../errors';
import { readPublicPark } from '../park/parkSql';
import { confirmIfPaid } from '../payments/confirmation';
import { endHold } from '../payments/holds';
import type { PaymentsContext } from '../payments/paymentsContext';
import { type BookingRecord, findBooking } from './bookingsSql';

/**
 * The booking if it belongs to `user`: nobody else's booking is shown or touched. Someone
 * else's booking is answered exactly as a missing one, so booking numbers tell nobody which
 * exist.
 */
export async function ownBooking(
  context: PaymentsContext,
  user: SessionUser,
  id: number,
): Promise<BookingRecord> {
  const booking = await findBooking(context.db, id);
  if (!booking || booking.userId !== user.id)
    throw new AppError('booking/not-found', 404, 'There is no such booking.');
  return booking;
}

export async function bookingView(
  context: PaymentsContext,
  user: SessionUser,
  booking: BookingRecord,
): Promise<BookingView> {
  const park = await readPublicPark(context.db);
  const holding =
    booking.status === 'pending' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt > context.clock.now();
  return {
    id: booking.id,
    status: booking.status,
    date: booking.date,
    time: booking.time,
    endTime: localTimeAt(booking.endsAt, park.timeZone),
    minutes: booking.minutes,
    dogs: booking.dogs ?? String(booking.dogCount),
    listPricePence: booking.listPricePence,
    pricePence: booking.pricePence,
    discountPercent: booking.discountPercent,
    checkoutUrl: holding ? booking.checkoutUrl : null,
    holdExpiresAt: holding ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    email: user.email,
  };
}

/**
 * For /pay-success: asks the provider how the checkout stands and confirms the booking if it
 * was paid, in case the webhook is late or lost. Confirms nothing that is not paid.
 */
export async function refreshPayment(
  context: PaymentsContext,
  user: SessionUser,
  id: number,
): Promise<BookingView> {
  const booking = await ownBooking(context, user, id);
  if (booking.status === 'pending') await confirmIfPaid(context, booking, false);
  return bookingView(context, user, await ownBooking(context, user, id));
}

/** The customer left the checkout: free the slot now rather than when the hold runs out. */
export async function releaseHold(
  context: PaymentsContext,
  user: SessionUser,
  id: number,
): Promise<BookingView> {
  const booking = await ownBooking(context, user, id);
  if (booking.status === 'pending') await endHold(context, booking.id);
  return bookingView(context, user, await ownBooking(context, user, id));
}
