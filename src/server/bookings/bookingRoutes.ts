import type { FastifyInstance } from 'fastify';
import {
  availabilityQuerySchema,
  bookingIdParamsSchema,
  createBookingSchema,
  discountCheckQuerySchema,
} from '../../contract/bookings';
import { parseYearMonth } from '../../domain/calendar';
import { guardedUser, requireUser } from '../auth/requestAuth';
import { findUsableDiscount } from '../discounts/discountsSql';
import { AppError } from '../errors';
import { readPublicPark } from '../park/parkSql';
import { parseBody, parseParams, parseQuery } from '../validation';
import { monthAvailability } from './availability';
import { createBooking, invalidDiscount } from './bookingService';
import { bookingView, ownBooking, refreshPayment, releaseHold } from './ownerBookings';

export function registerBookingRoutes(app: FastifyInstance): void {
  const context = () => app.payments;

  app.get('/api/availability', async (request, reply) => {
    const { month } = parseQuery(availabilityQuerySchema, request);
    const yearMonth = parseYearMonth(month);
    if (!yearMonth)
      throw new AppError('request/invalid', 400, 'Some of the details sent are not valid.', {
        month: 'expected YYYY-MM',
      });
    return reply
      .header('cache-control', 'no-store')
      .send(await monthAvailability(app.payments.db, app.payments.clock, yearMonth));
  });

  app.get('/api/discounts/check', { preHandler: requireUser }, async (request) => {
    const { code } = parseQuery(discountCheckQuerySchema, request);
    const park = await readPublicPark(context().db);
    const discount =
      park.flags.discountsEnabled && code !== ''
        ? await findUsableDiscount(context().db, code)
        : null;
    if (!discount) throw invalidDiscount();
    return { code, percent: discount.percent };
  });

  app.post('/api/bookings', { preHandler: requireUser }, async (request, reply) => {
    const body = parseBody(createBookingSchema, request);
    const created = await createBooking(context(), guardedUser(request), body);
    return reply.status(201).send(created);
  });

  app.get('/api/bookings/:id', { preHandler: requireUser }, async (request, reply) => {
    const { id } = parseParams(bookingIdParamsSchema, request);
    const user = guardedUser(request);
    const view = await bookingView(context(), user, await ownBooking(context(), user, id));
    return reply.header('cache-control', 'no-store').send(view);
  });

  app.post('/api/bookings/:id/refresh', { preHandler: requireUser }, async (request) => {
    const { id } = parseParams(bookingIdParamsSchema, request);
    return refreshPayment(context(), guardedUser(request), id);
  });

  app.post('/api/bookings/:id/release', { preHandler: requireUser }, async (request) => {
    const { id } = parseParams(bookingIdParamsSchema, request);
    return releaseHold(context(), guardedUser(request), id);
  });
}
