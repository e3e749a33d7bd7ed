import type { MyWaitlist } from '../../contract/waitlist';
import type { SessionUser } from '../auth/sessionsSql';
import { endHold } from '../bookingLifecycle/holds';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { myWaitlist, ownPlace } from './places';
import { markLeft } from './placesSql';

/**
 * Leaves a list. With an offer open, its hold ends at once, as a left checkout's does (the
 * checkout closed at the provider first), and the next in line is offered the slot. Leaving
 * twice is leaving once. Answers the places still open.
 */
export async function leaveWaitlist(
  deps: LifecycleContext,
  user: SessionUser,
  id: number,
): Promise<MyWaitlist> {
  const place = await ownPlace(deps.db, user, id);
  const left = await markLeft(deps.db, place.id, deps.clock.now());
  if (left?.offerBookingId) await endHold(deps, left.offerBookingId);
  return myWaitlist(deps, user);
}
