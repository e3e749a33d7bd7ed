import { adminApi } from '../../contract/api/admin';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { accessProblems, issueNewLockCode } from './accessProblems';

/** Access problems, and a new code asked of the lock, for every admin (decision 117). */
export function registerAccessRoutes(router: Router, deps: Pick<AppContext, 'db' | 'clock'>): void {
  router.serve(adminApi.accessProblems, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await accessProblems(deps)),
  );
  // The lock job looks for work every 2 seconds on every instance: no wake is needed.
  router.serve(adminApi.newLockCode, (request) =>
    issueNewLockCode(deps, request.user, request.params.id),
  );
}
