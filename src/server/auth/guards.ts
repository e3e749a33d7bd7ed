import type { onRequestHookHandler } from 'fastify';
import type { Access } from '../../contract/endpoint';
import type { Guards } from '../http/endpoints';
import { AppError } from '../http/errors';
import { isAdmin, type RequestSessions } from './requestSessions';
import type { SessionUser } from './sessionsSql';

const allowed: Record<Exclude<Access, 'anyone'>, (user: SessionUser) => boolean> = {
  'signed-in': () => true,
  admin: isAdmin,
  'super-admin': (user) => user.role === 'super-admin',
};

/**
 * The guard of an access level, run before anything else of the route (even reading its
 * body): 401 when nobody is signed in, 403 when the account may not, and 403
 * (auth/two-factor-required) for staff without two-factor sign-in. After it, `request.user`
 * is the signed-in user.
 */
function guardFor(
  sessions: RequestSessions,
  access: Exclude<Access, 'anyone'>,
): onRequestHookHandler {
  return async (request) => {
    const user = await sessions.signedInUser(request);
    if (!user) throw new AppError('auth/unauthenticated');
    if (!allowed[access](user)) throw new AppError('auth/forbidden');
    if (access !== 'signed-in' && !user.twoFactor) {
      throw new AppError('auth/two-factor-required');
    }
  };
}

/** Every access level's guard, for the router (http/endpoints.ts). */
export function accessGuards(sessions: RequestSessions): Guards {
  return {
    'signed-in': guardFor(sessions, 'signed-in'),
    admin: guardFor(sessions, 'admin'),
    'super-admin': guardFor(sessions, 'super-admin'),
  };
}
