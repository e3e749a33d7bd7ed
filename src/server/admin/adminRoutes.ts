import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  addDiscountSchema,
  adminBookingsQuerySchema,
  changeCodeSchema,
  changeRoleSchema,
  changeTimeSchema,
  closedDatePreviewSchema,
  discountActiveSchema,
  discountEmailToolSchema,
  emailToolSchema,
  exportQuerySchema,
  invoiceToolSchema,
  manualBookingSchema,
  pageQuerySchema,
  reopenSchema,
  revenueQuerySchema,
  usersQuerySchema,
} from '../../contract/admin';
import { bookingIdParamsSchema, closeDaySchema } from '../../contract/bookings';
import { parseYearMonth } from '../../domain/calendar';
import { activityPage } from '../audit/auditSql';
import { guardedUser, requireAdmin, requireSuperAdmin } from '../auth/requestAuth';
import { AppError } from '../errors';
import { parseBody, parseParams, parseQuery } from '../validation';
import { bookingCounts, bookingsPage, changeTimeSlot } from './bookingsAdmin';
import { bookingsOnDate, closeDate, listClosedDates, reopenDate } from './closedDatesAdmin';
import { changeCode, codes } from './codesAdmin';
import { addDiscount, listDiscounts, setDiscountActive } from './discountsAdmin';
import {
  resendConfirmation,
  sendDiscountEmail,
  sendInvoice,
  sendLatestInvoice,
} from './emailTools';
import { monthCsv } from './exportCsv';
import { bookManually } from './manualBookings';
import { revenue } from './revenue';
import { changeRole, listUsers } from './usersAdmin';

const weekParamsSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2200),
  month: z.coerce.number().int().min(1).max(12),
  week: z.coerce.number().int().min(1).max(4),
});
const userParamsSchema = z.object({ id: z.string().uuid('not a user') });
const discountParamsSchema = z.object({ id: z.coerce.number().int().positive() });

function monthOf(value: string) {
  const month = parseYearMonth(value);
  if (!month)
    throw new AppError('request/invalid', 400, 'Some of the details sent are not valid.', {
      month: 'expected YYYY-MM',
    });
  return month;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The admin page's API. Every route names its guard: admins see and run the park; only super
 * admins change codes, roles and bookings, book manually, use the e-mail tools and close days.
 */
export function registerAdminRoutes(app: FastifyInstance): void {
  const admin = { preHandler: requireAdmin };
  const superAdmin = { preHandler: requireSuperAdmin };
  const context = () => app.payments;
  const now = () => app.payments.clock.now();

  app.get('/api/admin/codes', admin, async (_request, reply) =>
    noStore(reply).send(await codes(context())),
  );

  app.post('/api/admin/codes/:year/:month/:week', superAdmin, async (request) => {
    const week = parseParams(weekParamsSchema, request);
    return changeCode(context(), guardedUser(request), week, parseBody(changeCodeSchema, request));
  });

  app.get('/api/admin/users', admin, async (request, reply) => {
    const { sort } = parseQuery(usersQuerySchema, request);
    return noStore(reply).send(await listUsers(context().db, sort));
  });

  app.post('/api/admin/users/:id/role', superAdmin, async (request) => {
    const { id } = parseParams(userParamsSchema, request);
    const { role } = parseBody(changeRoleSchema, request);
    await changeRole(context().db, guardedUser(request), id, role, now());
    return { role };
  });

  app.get('/api/admin/discounts', admin, async (_request, reply) =>
    noStore(reply).send(await listDiscounts(context().db)),
  );

  app.post('/api/admin/discounts', admin, async (request, reply) => {
    const added = await addDiscount(
      context().db,
      guardedUser(request),
      parseBody(addDiscountSchema, request),
      now(),
    );
    return reply.status(201).send(added);
  });

  app.post('/api/admin/discounts/:id/active', admin, async (request) => {
    const { id } = parseParams(discountParamsSchema, request);
    const { active } = parseBody(discountActiveSchema, request);
    await setDiscountActive(context().db, guardedUser(request), id, active, now());
    return { active };
  });

  app.get('/api/admin/revenue', admin, async (request, reply) => {
    const { month } = parseQuery(revenueQuerySchema, request);
    return noStore(reply).send(
      await revenue(context().db, context().clock, month ? monthOf(month) : null),
    );
  });

  app.get('/api/admin/bookings', admin, async (request, reply) => {
    const { group, page } = parseQuery(adminBookingsQuerySchema, request);
    return noStore(reply).send(await bookingsPage(context(), group, page));
  });

  app.get('/api/admin/bookings/counts', admin, async (_request, reply) =>
    noStore(reply).send(await bookingCounts(context())),
  );

  app.post('/api/admin/bookings/:id/time', superAdmin, async (request) => {
    const { id } = parseParams(bookingIdParamsSchema, request);
    const { time } = parseBody(changeTimeSchema, request);
    await changeTimeSlot(context(), guardedUser(request), id, time);
    return { moved: true };
  });

  app.post('/api/admin/manual-bookings', superAdmin, async (request, reply) => {
    const booked = await bookManually(
      context(),
      guardedUser(request),
      parseBody(manualBookingSchema, request),
    );
    return reply.status(201).send(booked);
  });

  app.post('/api/admin/email-tools/invoice', superAdmin, async (request) =>
    sendInvoice(context(), guardedUser(request), parseBody(invoiceToolSchema, request).bookingId),
  );
  app.post('/api/admin/email-tools/latest-invoice', superAdmin, async (request) =>
    sendLatestInvoice(context(), guardedUser(request), parseBody(emailToolSchema, request).email),
  );
  app.post('/api/admin/email-tools/confirmation', superAdmin, async (request) =>
    resendConfirmation(context(), guardedUser(request), parseBody(emailToolSchema, request).email),
  );
  app.post('/api/admin/email-tools/discount', superAdmin, async (request) =>
    sendDiscountEmail(context(), guardedUser(request), parseBody(discountEmailToolSchema, request)),
  );

  app.get('/api/admin/closed-dates', superAdmin, async (_request, reply) =>
    noStore(reply).send(await listClosedDates(context().db)),
  );
  app.get('/api/admin/closed-dates/bookings', superAdmin, async (request, reply) => {
    const { date } = parseQuery(closedDatePreviewSchema, request);
    return noStore(reply).send(await bookingsOnDate(context().db, date));
  });
  app.post('/api/admin/closures', superAdmin, async (request) => {
    const { date, reason } = parseBody(closeDaySchema, request);
    return closeDate(context(), guardedUser(request), date, reason);
  });
  app.post('/api/admin/closed-dates/reopen', superAdmin, async (request) => {
    const { date } = parseBody(reopenSchema, request);
    await reopenDate(context().db, guardedUser(request), date, now());
    return { reopened: date };
  });

  app.get('/api/admin/export.csv', admin, async (request, reply) => {
    const { month } = parseQuery(exportQuerySchema, request);
    return noStore(reply)
      .header('content-disposition', `attachment; filename="paddock-${month}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(await monthCsv(context().db, monthOf(month)));
  });

  app.get('/api/admin/activity', admin, async (request, reply) => {
    const { page } = parseQuery(pageQuerySchema, request);
    return noStore(reply).send({ page, ...(await activityPage(context().db, page, 50)) });
  });
}
