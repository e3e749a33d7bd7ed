import {
  bookingIdParamsSchema,
  bookingViewSchema,
  cancelBookingSchema,
  cancelResultSchema,
  createBookingResponseSchema,
  createBookingSchema,
  moveBookingSchema,
  myBookingsResponseSchema,
} from '../../contract/bookings';
import {
  createSeriesResponseSchema,
  createSeriesSchema,
  seriesPreviewQuerySchema,
  seriesPreviewSchema,
} from '../../contract/series';
import { countDiscountTry } from '../discounts/discountTries';
import type { Api } from '../http/scopes';
import { bookWithPass } from '../passes/passBooking';
import { cancelBooking } from './cancellation';
import { createBooking } from './createBooking';
import type { LifecycleDeps } from './lifecycleDeps';
import { moveBooking } from './moving';
import { myBookings } from './myBookings';
import { refreshPayment, releaseHold } from './payingBooking';
import { createSeries, previewSeries } from './repeatBooking';

const byId = { params: bookingIdParamsSchema };

/** Booking, paying, cancelling and moving, for the signed-in customer (signed-in scope). */
export function registerLifecycleRoutes(scope: Api, deps: LifecycleDeps): void {
  scope.post(
    '/api/bookings',
    { schema: { body: createBookingSchema, response: { 201: createBookingResponseSchema } } },
    async (request, reply) => {
      const { passId } = request.body;
      if (passId !== undefined) {
        return reply
          .status(201)
          .send(await bookWithPass(deps, request.user, { ...request.body, passId }));
      }
      if (request.body.discountCode) await countDiscountTry(deps, request, request.user.id);
      return reply.status(201).send(await createBooking(deps, request.user, request.body));
    },
  );

  scope.get(
    '/api/series/preview',
    { schema: { querystring: seriesPreviewQuerySchema, response: { 200: seriesPreviewSchema } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await previewSeries(deps, request.user, request.query)),
  );

  scope.post(
    '/api/series',
    { schema: { body: createSeriesSchema, response: { 201: createSeriesResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createSeries(deps, request.user, request.body)),
  );

  scope.post(
    '/api/bookings/:id/refresh',
    { schema: { ...byId, response: { 200: bookingViewSchema } } },
    async (request) => refreshPayment(deps, request.user, request.params.id),
  );

  scope.post(
    '/api/bookings/:id/release',
    { schema: { ...byId, response: { 200: bookingViewSchema } } },
    async (request) => releaseHold(deps, request.user, request.params.id),
  );

  scope.get(
    '/api/my-bookings',
    { schema: { response: { 200: myBookingsResponseSchema } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await myBookings(deps, request.user)),
  );

  scope.post(
    '/api/bookings/:id/cancel',
    { schema: { ...byId, body: cancelBookingSchema, response: { 200: cancelResultSchema } } },
    async (request) => cancelBooking(deps, request.user, request.params.id, request.body.expect),
  );

  scope.post(
    '/api/bookings/:id/move',
    { schema: { ...byId, body: moveBookingSchema, response: { 200: myBookingsResponseSchema } } },
    async (request) => {
      await moveBooking(deps, request.user, request.params.id, request.body);
      return myBookings(deps, request.user);
    },
  );
}
