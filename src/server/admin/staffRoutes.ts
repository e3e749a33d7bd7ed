import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  activeSetSchema,
  activityPageSchema,
  addDiscountSchema,
  addedSchema,
  adminBookingsPageSchema,
  adminBookingsQuerySchema,
  adminCustomerSchema,
  adminDiscountRowSchema,
  adminUsersPageSchema,
  bookingGroupCountsSchema,
  bookingSearchSchema,
  codesResponseSchema,
  discountActiveSchema,
  discountParamsSchema,
  exportQuerySchema,
  pageQuerySchema,
  revenueQuerySchema,
  revenueResponseSchema,
  userParamsSchema,
  usersQuerySchema,
} from '../../contract/admin';
import { formatYearMonth } from '../../domain/calendar';
import { activityPage } from '../audit/auditSql';
import type { LifecycleDeps } from '../bookingLifecycle/lifecycleDeps';
import { listDiscounts } from '../discounts/discountsSql';
import type { Api } from '../http/scopes';
import { registerWaitlistAdminRoutes } from '../waitlist/waitlistRoutes';
import { registerBookingDetailRoutes } from './bookingDetailRoutes';
import { ADMIN_PAGE_SIZE, bookingCounts, bookingsPage, customer } from './bookingLists';
import { codes } from './codesAdmin';
import { addDiscount, setDiscountActive } from './discountsAdmin';
import { registerEmailProblemRoutes } from './emailProblemsRoutes';
import { monthCsv } from './exportCsv';
import { revenue } from './revenue';
import { usersPage } from './usersListSql';
import { registerWorkspaceRoutes } from './workspaceRoutes';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** What every admin sees and does: the park's codes, users, discounts, takings and Activity. */
export function registerStaffRoutes(admins: Api, deps: LifecycleDeps): void {
  registerParkViews(admins, deps);
  registerDiscountRoutes(admins, deps);
  registerMoneyRoutes(admins, deps);
  registerBookingDetailRoutes(admins, deps);
  registerWorkspaceRoutes(admins, deps);
  registerEmailProblemRoutes(admins, deps);
  registerWaitlistAdminRoutes(admins, deps);
}

function registerParkViews(admins: Api, deps: LifecycleDeps): void {
  admins.get(
    '/api/admin/codes',
    { schema: { response: { 200: codesResponseSchema } } },
    async (_request, reply) => noStore(reply).send(await codes(deps)),
  );
  admins.get(
    '/api/admin/users',
    { schema: { querystring: usersQuerySchema, response: { 200: adminUsersPageSchema } } },
    async (request, reply) =>
      noStore(reply).send(await usersPage(deps.db, request.query, ADMIN_PAGE_SIZE)),
  );
  admins.get(
    '/api/admin/users/:id',
    { schema: { params: userParamsSchema, response: { 200: adminCustomerSchema } } },
    async (request, reply) => noStore(reply).send(await customer(deps, request.params.id)),
  );
  admins.get(
    '/api/admin/activity',
    { schema: { querystring: pageQuerySchema, response: { 200: activityPageSchema } } },
    async (request, reply) => {
      const { page } = request.query;
      return noStore(reply).send({ page, ...(await activityPage(deps.db, page, 50)) });
    },
  );
}

function registerDiscountRoutes(admins: Api, deps: LifecycleDeps): void {
  admins.get(
    '/api/admin/discounts',
    { schema: { response: { 200: z.array(adminDiscountRowSchema) } } },
    async (_request, reply) => noStore(reply).send(await listDiscounts(deps.db)),
  );
  admins.post(
    '/api/admin/discounts',
    { schema: { body: addDiscountSchema, response: { 201: addedSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addDiscount(deps.db, request.user, request.body, deps.clock.now())),
  );
  admins.post(
    '/api/admin/discounts/:id/active',
    {
      schema: {
        params: discountParamsSchema,
        body: discountActiveSchema,
        response: { 200: activeSetSchema },
      },
    },
    async (request) => {
      const { active } = request.body;
      await setDiscountActive(deps.db, request.user, request.params.id, active, deps.clock.now());
      return { active };
    },
  );
}

function registerMoneyRoutes(admins: Api, deps: LifecycleDeps): void {
  admins.get(
    '/api/admin/revenue',
    { schema: { querystring: revenueQuerySchema, response: { 200: revenueResponseSchema } } },
    async (request, reply) =>
      noStore(reply).send(await revenue(deps.db, deps.clock, request.query.month ?? null)),
  );
  admins.get(
    '/api/admin/bookings',
    {
      schema: { querystring: adminBookingsQuerySchema, response: { 200: adminBookingsPageSchema } },
    },
    async (request, reply) => {
      const { group, after, ...search } = request.query;
      return noStore(reply).send(await bookingsPage(deps, group, search, after));
    },
  );
  admins.get(
    '/api/admin/bookings/counts',
    {
      schema: { querystring: bookingSearchSchema, response: { 200: bookingGroupCountsSchema } },
    },
    async (request, reply) => noStore(reply).send(await bookingCounts(deps, request.query)),
  );
  // A CSV file, not JSON: its schema is its query.
  admins.get(
    '/api/admin/export.csv',
    { schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const { month } = request.query;
      return noStore(reply)
        .header(
          'content-disposition',
          `attachment; filename="paddock-${formatYearMonth(month)}.csv"`,
        )
        .type('text/csv; charset=utf-8')
        .send(await monthCsv(deps.db, month));
    },
  );
}
