import { adminApi } from '../../contract/api/admin';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { registerPassStaffRoutes } from '../passes/passRoutes';
import { attention } from './attention';
import { registerOwnerRoutes } from './ownerRoutes';
import { registerStaffRoutes } from './staffRoutes';

/**
 * The admin page's API: admins see and run the park; only super admins change codes, roles and
 * bookings, book manually, use the e-mail tools and close days (each endpoint says which).
 */
export async function registerAdminRoutes(
  router: Router,
  deps: LifecycleContext & Pick<AppContext, 'locks'>,
): Promise<void> {
  registerStaffRoutes(router, deps);
  registerPassStaffRoutes(router, deps);
  await registerOwnerRoutes(router, deps);
  router.serve(adminApi.attention, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await attention(deps)),
  );
}
