import type { FastifyReply } from 'fastify';
import { adminApi } from '../../contract/api/admin';
import { formatYearMonth } from '../../domain/calendar';
import { activityPage } from '../audit/auditSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { listDiscounts } from '../discounts/discountsSql';
import type { Router } from '../http/endpoints';
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

const noStore = <R extends FastifyReply>(reply: R) => reply.header('cache-control', 'no-store');

/** What every admin sees and does: the park's codes, users, discounts, takings and Activity. */
export function registerStaffRoutes(router: Router, deps: LifecycleContext): void {
  registerParkViews(router, deps);
  registerDiscountRoutes(router, deps);
  registerMoneyRoutes(router, deps);
  registerBookingDetailRoutes(router, deps);
  registerWorkspaceRoutes(router, deps);
  registerEmailProblemRoutes(router, deps);
  registerWaitlistAdminRoutes(router, deps);
}

function registerParkViews(router: Router, deps: LifecycleContext): void {
  router.serve(adminApi.codes, async (request, reply) =>
    noStore(reply).send(await codes(deps, request.query.field ?? null)),
  );
  router.serve(adminApi.users, async (request, reply) =>
    noStore(reply).send(await usersPage(deps.db, request.query, ADMIN_PAGE_SIZE)),
  );
  router.serve(adminApi.user, async (request, reply) =>
    noStore(reply).send(await customer(deps, request.params.id)),
  );
  router.serve(adminApi.activity, async (request, reply) => {
    const { page } = request.query;
    return noStore(reply).send({ page, ...(await activityPage(deps.db, page, 50)) });
  });
}

function registerDiscountRoutes(router: Router, deps: LifecycleContext): void {
  router.serve(adminApi.discounts, async (_request, reply) =>
    noStore(reply).send(await listDiscounts(deps.db)),
  );
  router.serve(adminApi.addDiscount, async (request, reply) =>
    reply
      .status(201)
      .send(await addDiscount(deps.db, request.user, request.body, deps.clock.now())),
  );
  router.serve(adminApi.setDiscountActive, async (request) => {
    const { active } = request.body;
    await setDiscountActive(deps.db, request.user, request.params.id, active, deps.clock.now());
    return { active };
  });
}

function registerMoneyRoutes(router: Router, deps: LifecycleContext): void {
  router.serve(adminApi.revenue, async (request, reply) =>
    noStore(reply).send(await revenue(deps.db, deps.clock, request.query.month ?? null)),
  );
  router.serve(adminApi.bookings, async (request, reply) => {
    const { group, after, ...search } = request.query;
    return noStore(reply).send(await bookingsPage(deps, group, search, after));
  });
  router.serve(adminApi.bookingCounts, async (request, reply) =>
    noStore(reply).send(await bookingCounts(deps, request.query)),
  );
  // A CSV file, not JSON.
  router.serve(adminApi.exportCsv, async (request, reply) => {
    const { month } = request.query;
    return noStore(reply)
      .header('content-disposition', `attachment; filename="paddock-${formatYearMonth(month)}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(await monthCsv(deps.db, month));
  });
}
