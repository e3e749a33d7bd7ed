import { findBooking } from '../bookings/bookingRecordSql';
import { lapsedHolds, markExpired } from '../bookings/holdsSql';
import { giveBackDiscountUse } from '../discounts/discountsSql';
import { confirmIfPaid } from './confirmation';
import type { LifecycleContext } from './lifecycleContext';

export type HoldEnd = 'expired' | 'confirmed' | 'not-pending';

/**
 * Ends an unpaid hold: first the checkout is closed at the provider so it can no longer be
 * paid, then the slot is freed and the discount use given back. A checkout found paid is
 * confirmed instead.
 */
export async function endHold(context: LifecycleContext, bookingId: number): Promise<HoldEnd> {
  const booking = await findBooking(context.db, bookingId);
  if (booking?.status !== 'pending') return 'not-pending';
  // Closed at the provider first, so it can't be paid once the slot is free.
  if (await confirmIfPaid(context, booking, true)) return 'confirmed';
  return (await freeHold(context, bookingId)) ? 'expired' : 'not-pending';
}

/**
 * Marks a hold expired (a series' weeks together), freeing its slots and giving back its
 * discount use; false if it was not held.
 */
export async function freeHold(context: LifecycleContext, bookingId: number): Promise<boolean> {
  const freed = await context.db.transaction(async (tx) => {
    const expired = await markExpired(tx, bookingId, context.clock.now());
    for (const discountId of expired?.discountIds ?? []) {
      await giveBackDiscountUse(tx, discountId);
    }
    return expired !== null;
  });
  if (freed) context.waitlist.wake();
  return freed;
}

/** Ends every hold whose time has run out; any instance may run it, each hold ends once. */
export async function endLapsedHolds(context: LifecycleContext): Promise<number> {
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
