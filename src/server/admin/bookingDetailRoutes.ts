import {
  bookingDetailParamsSchema,
  bookingDetailSchema,
  refundRequestSchema,
} from '../../contract/bookingDetail';
import type { LifecycleDeps } from '../bookingLifecycle/lifecycleDeps';
import type { Api } from '../http/scopes';
import { bookingDetail } from './bookingDetail';
import { refundBooking } from './staffRefunds';

/** Every admin: one booking, all of it (registered inside the admin scope). */
export function registerBookingDetailRoutes(admins: Api, deps: LifecycleDeps): void {
  admins.get(
    '/api/admin/bookings/:id/detail',
    { schema: { params: bookingDetailParamsSchema, response: { 200: bookingDetailSchema } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await bookingDetail(deps, request.params.id)),
  );
}

/** Super admins only: refund a booking, in part or in full (registered inside their scope). */
export function registerRefundRoutes(owners: Api, deps: LifecycleDeps): void {
  owners.post(
    '/api/admin/bookings/:id/refunds',
    {
      schema: {
        params: bookingDetailParamsSchema,
        body: refundRequestSchema,
        response: { 200: bookingDetailSchema },
      },
    },
    async (request) => refundBooking(deps, request.user, request.params.id, request.body),
  );
}
