import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  availabilityQuerySchema,
  bookingIdParamsSchema,
  cancelBookingSchema,
  createBookingSchema,
  discountCheckQuerySchema,
  moveBookingSchema,
} from '../../contract/bookings';
import { parseYearMonth } from '../../domain/calendar';
import { guardedUser, requireUser } from '../auth/requestAuth';
import { findUsableDiscount } from '../discounts/discountsSql';
import { AppError } from '../errors';
import { clientKey, enforceLimit, LIMITS } from '../limits/limits';
import { readPublicPark } from '../park/parkSql';
import { parseBody, parseParams, parseQuery } from '../validation';
import { monthAvailability } from './availability';
import { bookingCalendarFile } from './bookingEmails';
import { createBooking, invalidDiscount } from './bookingService';
import { myBookings } from './myBookings';
import { bookingView, ownBooking, refreshPayment, releaseHold } from './ownerBookings';
import { cancelBooking, moveBooking } from './selfService';

/**
 * Every discount code tried counts, per account and per address, so the live codes can't be
 * found by guessing; the check and Book Now with a code both try one.
 */
async function countDiscountTry(request: FastifyRequest, userId: string): Promise<void> {
  const { db, clock } = request.server.payments;
  await enforceLimit(db, clock, LIMITS.discountChecksPerAddress, clientKey(request));
  await enforceLimit(db, clock, LIMITS.discountChecksPerAccount, userId);
}

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
    await countDiscountTry(request, guardedUser(request).id);
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
    if (body.discountCode) await countDiscountTry(request, guardedUser(request).id);
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

export function registerSelfServiceRoutes(app: FastifyInstance): void {
  app.get('/api/my-bookings', { preHandler: requireUser }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await myBookings(app.payments, guardedUser(request))),
  );

  app.get('/api/bookings/:id/calendar.ics', { preHandler: requireUser }, async (request, reply) => {
    const { id } = parseParams(bookingIdParamsSchema, request);
    const booking = await ownBooking(app.payments, guardedUser(request), id);
    if (booking.status !== 'complete') {
      throw new AppError(
        'booking/not-confirmed',
        409,
        'Only a confirmed booking goes in a calendar.',
      );
    }
    const park = await readPublicPark(app.payments.db);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="booking-${booking.id}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(bookingCalendarFile(booking, park, app.payments.publicUrl, app.payments.clock.now()));
  });

  app.post('/api/bookings/:id/cancel', { preHandler: requireUser }, async (request) => {
    const { id } = parseParams(bookingIdParamsSchema, request);
    const { expect } = parseBody(cancelBookingSchema, request);
    return cancelBooking(app.payments, guardedUser(request), id, expect);
  });

  app.post('/api/bookings/:id/move', { preHandler: requireUser }, async (request) => {
    const { id } = parseParams(bookingIdParamsSchema, request);
    const to = parseBody(moveBookingSchema, request);
    await moveBooking(app.payments, guardedUser(request), id, to);
    return myBookings(app.payments, guardedUser(request));
  });
}
