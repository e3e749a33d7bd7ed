import { bookingsApi } from '../../contract/api/bookings';
import type { Router } from '../http/endpoints';
import { cancelBooking } from './cancellation';
import type { LifecycleContext } from './lifecycleContext';
import { refreshPayment, releaseHold } from './payingBooking';
import { createSeries, previewSeries } from './repeatBooking';

/**
 * Repeat bookings, paying, releasing and cancelling, for the signed-in customer. Book Now is
 * the passes' (it takes a pass or opens a checkout); My bookings and moving are customerViews'.
 */
export function registerLifecycleRoutes(router: Router, deps: LifecycleContext): void {
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

  router.serve(bookingsApi.cancel, async (request) =>
    cancelBooking(deps, request.user, request.params.id, request.body.expect),
  );
}
