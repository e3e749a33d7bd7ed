import { bookingsApi } from '../../contract/api/bookings';
import { createBooking } from '../bookingLifecycle/createBooking';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { countDiscountTry } from '../discounts/discountTries';
import type { Router } from '../http/endpoints';
import { bookWithPass } from './passBooking';

/**
 * Book Now: with a pass, the session is booked at once from it; else the slot is held for a
 * checkout (a code tried counts on the discount limits).
 */
export function registerBookNow(router: Router, deps: LifecycleContext): void {
  router.serve(bookingsApi.book, async (request, reply) => {
    const { passId } = request.body;
    if (passId !== undefined) {
      return reply
        .status(201)
        .send(await bookWithPass(deps, request.user, { ...request.body, passId }));
    }
    if (request.body.discountCode) await countDiscountTry(deps, request, request.user.id);
    return reply.status(201).send(await createBooking(deps, request.user, request.body));
  });
}
