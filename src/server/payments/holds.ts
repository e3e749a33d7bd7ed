import { findBooking, lapsedHolds, markExpired } from '../bookings/bookingsSql';
import { giveBackDiscountUse } from '../discounts/discountsSql';
import { confirmPaidCheckout } from './confirmation';
import { type PaymentsContext, providerNamed } from './paymentsContext';

export type HoldEnd = 'expired' | 'confirmed' | 'not-pending';

/**
 * Ends an unpaid hold: first the checkout is closed at the provider so it can no longer be
 * paid, then the slot is freed and the discount use given back. A checkout found paid is
 * confirmed instead.
 */
export async function endHold(context: PaymentsContext, bookingId: number): Promise<HoldEnd> {
  const booking = await findBooking(context.db, bookingId);
  if (booking?.status !== 'pending') return 'not-pending';
  if (booking.checkoutProvider && booking.checkoutReference) {
    const state = await providerNamed(context.providers, booking.checkoutProvider).expireCheckout(
      booking.checkoutReference,
    );
    if (state.state === 'paid') {
      await confirmPaidCheckout(context, {
        provider: booking.checkoutProvider,
        checkoutReference: booking.checkoutReference,
        amountPence: state.amountPence,
        paymentReference: state.paymentReference,
      });
      return 'confirmed';
    }
  }
  const ended = await context.db.transaction(async (tx) => {
    const expired = await markExpired(tx, bookingId, context.clock.now());
    if (expired?.discountId) await giveBackDiscountUse(tx, expired.discountId);
    return expired !== null;
  });
  return ended ? 'expired' : 'not-pending';
}

/** Ends every hold whose time has run out; any instance may run it, each hold ends once. */
export async function endLapsedHolds(context: PaymentsContext): Promise<number> {
  const ids = await lapsedHolds(context.db, context.clock.now(), 20);
  let ended = 0;
  for (const id of ids) {
    try {
      if ((await endHold(context, id)) !== 'not-pending') ended += 1;
    } catch (error) {
      context.log.warn(
        { err: error, bookingId: id },
        'could not end a lapsed hold; will try again',
      );
    }
  }
  return ended;
}
