import {
  accountDeletedSchema,
  dataExportSchema,
  passwordAndCodeSchema,
} from '../../contract/account';
import type { RequestSessions } from '../auth/requestSessions';
import { clearSessionCookie } from '../auth/sessionCookie';
import type { Api } from '../http/scopes';
import { clientKey } from '../limits/limits';
import { dataExport } from './dataExport';
import { deleteAccount, type PrivacyDeps } from './deleteAccount';

export type { PrivacyDeps } from './deleteAccount';

/** The rights of access and erasure, for the signed-in user (signed-in scope). */
export function registerPrivacyRoutes(
  scope: Api,
  deps: PrivacyDeps,
  sessions: RequestSessions,
): void {
  scope.get(
    '/api/account/data',
    { schema: { response: { 200: dataExportSchema } } },
    async (request, reply) =>
      reply
        .header('content-disposition', 'attachment; filename="paddock-my-data.json"')
        .header('cache-control', 'no-store')
        .send(await dataExport(deps, request.user.id)),
  );

  scope.post(
    '/api/account/delete',
    { schema: { body: passwordAndCodeSchema, response: { 200: accountDeletedSchema } } },
    async (request, reply) => {
      const deleted = await deleteAccount(deps, request.user.id, {
        ...request.body,
        ip: clientKey(request),
      });
      clearSessionCookie(reply, sessions.cookies);
      return reply.header('cache-control', 'no-store').send(deleted);
    },
  );
}
