import { bookingsApi } from '../../contract/api/bookings';
import { countDiscountTry } from '../discounts/discountTries';
import type { Router } from '../http/endpoints';
import { bookWithPass } from '../passes/passBooking';
import { cancelBooking } from './cancellation';
import { createBooking } from './createBooking';
import type { LifecycleDeps } from './lifecycleDeps';
import { moveBooking } from './moving';
import { myBookings } from './myBookings';
import { refreshPayment, releaseHold } from './payingBooking';
import { createSeries, previewSeries } from './repeatBooking';

/** Booking, paying, cancelling and moving, for the signed-in customer. */
export function registerLifecycleRoutes(router: Router, deps: LifecycleDeps): void {
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

  router.serve(bookingsApi.seriesPreview, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await previewSeries(deps, request.user, request.query)),
  );

  router.serve(bookingsApi.bookSeries, async (request, reply) =>
    reply.status(201).send(await createSeries(deps, request.user, request.body)),
  );

  router.serve(bookingsApi.refreshPayment, async (request) =>
    refreshPayment(deps, request.user, request.params.id),
  );

  router.serve(bookingsApi.releaseHold, async (request) =>
    releaseHold(deps, request.user, request.params.id),
  );

  router.serve(bookingsApi.myBookings, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await myBookings(deps, request.user)),
  );

  router.serve(bookingsApi.cancel, async (request) =>
    cancelBooking(deps, request.user, request.params.id, request.body.expect),
  );

  router.serve(bookingsApi.move, async (request) => {
    await moveBooking(deps, request.user, request.params.id, request.body);
    return myBookings(deps, request.user);
  });
}
