import { adminApi } from '../../contract/api/admin';
import { ownerApi } from '../../contract/api/owner';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import type { Router } from '../http/endpoints';
import { bookingDetail } from './bookingDetail';
import { cancelPassBooking } from './passBookingCancel';
import { refundBooking } from './staffRefunds';

/** Every admin: one booking, all of it. */
export function registerBookingDetailRoutes(router: Router, deps: LifecycleContext): void {
  router.serve(adminApi.bookingDetail, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await bookingDetail(deps, request.params.id)),
  );
}

/** Super admins only: refund a booking, in part or in full, or cancel one paid with a pass. */
export function registerRefundRoutes(router: Router, deps: LifecycleContext): void {
  router.serve(ownerApi.refundBooking, async (request) =>
    refundBooking(deps, request.user, request.params.id, request.body),
  );
  router.serve(ownerApi.cancelPassBooking, async (request) =>
    cancelPassBooking(deps, request.user, request.params.id, request.body),
  );
}
