import { accountApi } from '../../contract/api/account';
import type { Router } from '../http/endpoints';
import { clientKey } from '../limits/limits';
import { changePassword, requestEmailChange } from './accountChanges';
import { endOtherSessions, endSession, sessionsOf } from './accountSessions';
import type { AuthContext } from './authContext';
import type { RequestSessions } from './requestSessions';
import {
  beginTwoFactor,
  disableTwoFactor,
  finishTwoFactor,
  renewRecoveryCodes,
} from './twoFactorAccount';

const noStore = { 'cache-control': 'no-store' };

/** The account page's changes, each for the signed-in user only (the contract's endpoints guard them). */
export function registerAccountChangeRoutes(
  router: Router,
  deps: AuthContext,
  sessions: RequestSessions,
): void {
  registerSignInDetailRoutes(router, deps, sessions);
  registerSessionRoutes(router, deps, sessions);
  registerTwoFactorRoutes(router, deps);
}

function registerSignInDetailRoutes(router: Router, deps: AuthContext, sessions: RequestSessions) {
  router.serve(accountApi.changePassword, async (request) =>
    changePassword(deps, {
      userId: request.user.id,
      ip: clientKey(request),
      ...request.body,
      keep: sessions.sessionToken(request),
    }),
  );

  router.serve(accountApi.changeEmail, async (request, reply) =>
    reply.status(202).send(
      await requestEmailChange(deps, {
        userId: request.user.id,
        ip: clientKey(request),
        ...request.body,
      }),
    ),
  );
}

function registerSessionRoutes(router: Router, deps: AuthContext, sessions: RequestSessions) {
  router.serve(accountApi.sessions, async (request, reply) =>
    reply.headers(noStore).send({
      sessions: await sessionsOf(deps, request.user.id, sessions.sessionToken(request)),
    }),
  );

  router.serve(accountApi.signOutSession, async (request) =>
    endSession(deps, request.user.id, request.params.id, sessions.sessionToken(request)),
  );

  router.serve(accountApi.signOutOthers, async (request) =>
    endOtherSessions(deps, request.user.id, sessions.sessionToken(request)),
  );
}

function registerTwoFactorRoutes(router: Router, deps: AuthContext) {
  router.serve(accountApi.startTwoFactor, async (request, reply) =>
    reply.headers(noStore).send(
      await beginTwoFactor(deps, request.user, {
        password: request.body.password,
        ip: clientKey(request),
      }),
    ),
  );

  router.serve(accountApi.confirmTwoFactor, async (request, reply) =>
    reply.headers(noStore).send(await finishTwoFactor(deps, request.user, request.body.code)),
  );

  router.serve(accountApi.newRecoveryCodes, async (request, reply) =>
    reply.headers(noStore).send(
      await renewRecoveryCodes(deps, request.user, {
        password: request.body.password,
        ip: clientKey(request),
      }),
    ),
  );

  router.serve(accountApi.disableTwoFactor, async (request) =>
    disableTwoFactor(deps, request.user, { ...request.body, ip: clientKey(request) }),
  );
}
