import { z } from 'zod';
import {
  bookingOnDateSchema,
  changeCodeResponseSchema,
  changeCodeSchema,
  changeRoleSchema,
  changeTimeSchema,
  closedDatePreviewSchema,
  closedDateRowSchema,
  closureResultSchema,
  discountEmailToolSchema,
  emailToolResponseSchema,
  emailToolSchema,
  invoiceToolSchema,
  manualBookingResponseSchema,
  manualBookingSchema,
  movedSchema,
  reopenedSchema,
  reopenSchema,
  roleSetSchema,
  userParamsSchema,
  weekBookingSchema,
  weekParamsSchema,
} from '../../contract/admin';
import { bookingIdParamsSchema, closeDaySchema } from '../../contract/bookings';
import type { LifecycleDeps } from '../bookingLifecycle/lifecycleDeps';
import type { Api } from '../http/scopes';
import { registerCalendarFeedAdmin } from '../ownerNotices/calendarFeedRoutes';
import { listClosedDates } from '../park/closedDatesSql';
import { registerPhotoRoutes } from '../photos/photoRoutes';
import { registerSettingsRoutes } from '../settings/settingsRoutes';
import { bookingsOnDate } from './bookingCardsSql';
import { registerRefundRoutes } from './bookingDetailRoutes';
import { closeDate, reopenDate } from './closedDatesAdmin';
import { changeCode, weekBookings } from './codesAdmin';
import {
  resendConfirmation,
  sendDiscountEmail,
  sendInvoice,
  sendLatestInvoice,
} from './emailTools';
import { bookManually } from './manualBookings';
import { changeTimeSlot } from './timeSlotEdit';
import { changeRole } from './usersAdmin';

/** What only super admins do: codes, roles, moves, manual bookings, e-mail tools, closed dates. */
export function registerOwnerRoutes(owners: Api, deps: LifecycleDeps): void {
  registerSettingsRoutes(owners, deps);
  registerPhotoRoutes(owners, deps);
  registerChanges(owners, deps);
  registerEmailTools(owners, deps);
  registerClosedDates(owners, deps);
  registerRefundRoutes(owners, deps);
  registerCalendarFeedAdmin(owners, deps);
}

function registerChanges(owners: Api, deps: LifecycleDeps): void {
  owners.post(
    '/api/admin/codes/:year/:month/:week',
    {
      schema: {
        params: weekParamsSchema,
        body: changeCodeSchema,
        response: { 200: changeCodeResponseSchema },
      },
    },
    async (request) => changeCode(deps, request.user, request.params, request.body),
  );
  owners.get(
    '/api/admin/codes/:year/:month/:week/bookings',
    { schema: { params: weekParamsSchema, response: { 200: z.array(weekBookingSchema) } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await weekBookings(deps, request.params)),
  );
  owners.post(
    '/api/admin/users/:id/role',
    {
      schema: {
        params: userParamsSchema,
        body: changeRoleSchema,
        response: { 200: roleSetSchema },
      },
    },
    async (request) => {
      const { role } = request.body;
      await changeRole(deps.db, request.user, request.params.id, role, deps.clock.now());
      return { role };
    },
  );
  owners.post(
    '/api/admin/bookings/:id/time',
    {
      schema: {
        params: bookingIdParamsSchema,
        body: changeTimeSchema,
        response: { 200: movedSchema },
      },
    },
    async (request) => {
      await changeTimeSlot(deps, request.user, request.params.id, request.body.time);
      return { moved: true as const };
    },
  );
  owners.post(
    '/api/admin/manual-bookings',
    { schema: { body: manualBookingSchema, response: { 201: manualBookingResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await bookManually(deps, request.user, request.body)),
  );
}

function registerEmailTools(owners: Api, deps: LifecycleDeps): void {
  const answers = { response: { 200: emailToolResponseSchema } };
  owners.post(
    '/api/admin/email-tools/invoice',
    { schema: { body: invoiceToolSchema, ...answers } },
    async (request) => sendInvoice(deps, request.user, request.body.bookingId),
  );
  owners.post(
    '/api/admin/email-tools/latest-invoice',
    { schema: { body: emailToolSchema, ...answers } },
    async (request) => sendLatestInvoice(deps, request.user, request.body.email),
  );
  owners.post(
    '/api/admin/email-tools/confirmation',
    { schema: { body: emailToolSchema, ...answers } },
    async (request) => resendConfirmation(deps, request.user, request.body.email),
  );
  owners.post(
    '/api/admin/email-tools/discount',
    { schema: { body: discountEmailToolSchema, ...answers } },
    async (request) => sendDiscountEmail(deps, request.user, request.body),
  );
}

function registerClosedDates(owners: Api, deps: LifecycleDeps): void {
  owners.get(
    '/api/admin/closed-dates',
    { schema: { response: { 200: z.array(closedDateRowSchema) } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await listClosedDates(deps.db)),
  );
  owners.get(
    '/api/admin/closed-dates/bookings',
    {
      schema: {
        querystring: closedDatePreviewSchema,
        response: { 200: z.array(bookingOnDateSchema) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await bookingsOnDate(deps.db, request.query.date)),
  );
  owners.post(
    '/api/admin/closures',
    { schema: { body: closeDaySchema, response: { 200: closureResultSchema } } },
    async (request) => closeDate(deps, request.user, request.body.date, request.body.reason),
  );
  owners.post(
    '/api/admin/closed-dates/reopen',
    { schema: { body: reopenSchema, response: { 200: reopenedSchema } } },
    async (request) => {
      await reopenDate(deps.db, request.user, request.body.date, deps.clock.now());
      return { reopened: request.body.date };
    },
  );
}
