import type { RequestSessions } from '../auth/requestSessions';
import type { LifecycleDeps } from '../bookingLifecycle/lifecycleDeps';
import { type Api, guarded } from '../http/scopes';
import { registerPassOwnerRoutes, registerPassStaffRoutes } from '../passes/passRoutes';
import { registerOwnerRoutes } from './ownerRoutes';
import { registerStaffRoutes } from './staffRoutes';

/**
 * The admin page's API, by scope: admins see and run the park; inside, only super admins
 * change codes, roles and bookings, book manually, use the e-mail tools and close days.
 */
export async function registerAdminRoutes(
  api: Api,
  deps: LifecycleDeps,
  sessions: RequestSessions,
): Promise<void> {
  await guarded(api, sessions, 'admin', async (admins) => {
    registerStaffRoutes(admins, deps);
    registerPassStaffRoutes(admins, deps);
    await guarded(admins, sessions, 'super-admin', (owners) => {
      registerOwnerRoutes(owners, deps);
      registerPassOwnerRoutes(owners, deps);
    });
  });
}
