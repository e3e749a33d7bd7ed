import { accountApi } from '../../contract/api/account';
import type { RequestSessions } from '../auth/requestSessions';
import { clearSessionCookie } from '../auth/sessionCookie';
import type { Router } from '../http/endpoints';
import { clientKey } from '../limits/limits';
import { dataExport } from './dataExport';
import { deleteAccount, type PrivacyDeps } from './deleteAccount';

export type { PrivacyDeps } from './deleteAccount';

/** The rights of access and erasure, for the signed-in user. */
export function registerPrivacyRoutes(
  router: Router,
  deps: PrivacyDeps,
  sessions: RequestSessions,
): void {
  router.serve(accountApi.data, async (request, reply) =>
    reply
      .header('content-disposition', 'attachment; filename="paddock-my-data.json"')
      .header('cache-control', 'no-store')
      .send(await dataExport(deps, request.user.id)),
  );

  router.serve(accountApi.deleteAccount, async (request, reply) => {
    const deleted = await deleteAccount(deps, request.user.id, {
      ...request.body,
      ip: clientKey(request),
    });
    clearSessionCookie(reply, sessions.cookies);
    return reply.header('cache-control', 'no-store').send(deleted);
  });
}
