import { adminApi } from '../../contract/api/admin';
import { bookingsApi } from '../../contract/api/bookings';
import { ownerApi } from '../../contract/api/owner';
import { siteApi } from '../../contract/api/site';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { buyPass, refreshPass } from './passPurchase';
import { adminPasses, refundPass } from './passRefunds';
import { passTypesOnSale } from './passTypesSql';

/** Public: the passes on sale. */
export function registerPassTypesRoute(router: Router, deps: Pick<AppContext, 'db'>): void {
  router.serve(siteApi.passTypes, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await passTypesOnSale(deps.db)),
  );
}

/** Buying a pass, and coming back from its checkout (signed in). */
export function registerPassRoutes(router: Router, deps: LifecycleContext): void {
  router.serve(bookingsApi.buyPass, async (request, reply) =>
    reply.status(201).send(await buyPass(deps, request.user, request.body.passTypeId)),
  );

  router.serve(bookingsApi.refreshPass, async (request) =>
    refreshPass(deps, request.user, request.params.id),
  );
}

/** The Passes tab (admins), and refunding part of a pass (super admins). */
export function registerPassStaffRoutes(router: Router, deps: LifecycleContext): void {
  router.serve(adminApi.passes, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await adminPasses(deps, request.query.after?.[0] ?? null)),
  );

  router.serve(ownerApi.refundPass, async (request) =>
    refundPass(deps, request.user, request.params.id, request.body),
  );
}
