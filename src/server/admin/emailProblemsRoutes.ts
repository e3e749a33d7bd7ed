import { adminApi } from '../../contract/api/admin';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { emailProblems, retryEmailNow } from './emailProblems';

/**
 * The e-mails that did not go, for every admin: retrying one sends again what the park already
 * wrote to the same person, so it needs no more trust than reading the list.
 */
export function registerEmailProblemRoutes(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock' | 'outbox'>,
): void {
  router.serve(adminApi.emailProblems, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await emailProblems(deps)),
  );
  router.serve(adminApi.retryEmail, async (request) =>
    retryEmailNow(deps, request.user, request.params.id),
  );
}
