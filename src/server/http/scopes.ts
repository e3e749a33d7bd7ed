import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAdmin, type RequestSessions } from '../auth/requestSessions';
import type { SessionUser } from '../auth/sessionsSql';
import { AppError } from './errors';

/** The app as route modules see it: every route declares zod schemas from src/contract. */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Who may use the routes of a scope. */
export type Access = 'signed-in' | 'admin' | 'super-admin';

const allowed: Record<Access, (user: SessionUser) => boolean> = {
  'signed-in': () => true,
  admin: isAdmin,
  'super-admin': (user) => user.role === 'super-admin',
};

/**
 * Registers routes behind a guard that runs for every one of them before anything else of the
 * route (even reading its body): 401 when nobody is signed in, 403 when the account may not,
 * and 403 (auth/two-factor-required) for staff who have not set up two-factor sign-in yet.
 * Inside, `request.user` is the signed-in user. Scopes nest: a super-admin scope inside the
 * admin one checks both.
 */
export async function guarded(
  app: Api,
  sessions: RequestSessions,
  access: Access,
  routes: (scope: Api) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const user = await sessions.signedInUser(request);
      if (!user) throw new AppError('auth/unauthenticated');
      if (!allowed[access](user)) throw new AppError('auth/forbidden');
      if (access !== 'signed-in' && !user.twoFactor) {
        throw new AppError('auth/two-factor-required');
      }
    });
    await routes(scope);
  });
}
