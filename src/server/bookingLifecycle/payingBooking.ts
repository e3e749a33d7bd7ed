import type { BookingView } from '../../contract/bookings';
import type { SessionUser } from '../auth/sessionsSql';
import { bookingView, ownBooking } from '../bookings/ownBooking';
import { confirmIfPaid } from './confirmation';
import { endHold } from './holds';
import type { LifecycleContext } from './lifecycleContext';

/**
 * For /pay-success: asks the provider how the checkout stands and confirms the booking if it
 * was paid, in case the webhook is late or lost. Confirms nothing that is not paid.
 */
export async function refreshPayment(
  deps: LifecycleContext,
  user: SessionUser,
  id: number,
): Promise<BookingView> {
  const booking = await ownBooking(deps.db, user, id);
  if (booking.status === 'pending') await confirmIfPaid(deps, booking, false);
  return bookingView(deps, user, await ownBooking(deps.db, user, id));
}

/** The customer left the checkout: free the slot now rather than when the hold runs out. */
export async function releaseHold(
  deps: LifecycleContext,
  user: SessionUser,
  id: number,
): Promise<BookingView> {
  const booking = await ownBooking(deps.db, user, id);
  if (booking.status === 'pending') await endHold(deps, booking.id);
  return bookingView(deps, user, await ownBooking(deps.db, user, id));
}
