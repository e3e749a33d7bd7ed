import {
  accountSessionsSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEnrolmentSchema,
  emailChangeSentSchema,
  enrolmentSchema,
  passwordAndCodeSchema,
  passwordChangedSchema,
  passwordOnlySchema,
  recoveryCodesSchema,
  sessionIdParamsSchema,
  signedOutCountSchema,
  startEnrolmentSchema,
  twoFactorStateSchema,
} from '../../contract/account';
import { emptyBodySchema } from '../../contract/auth';
import type { Api } from '../http/scopes';
import { clientKey } from '../limits/limits';
import { changePassword, requestEmailChange } from './accountChanges';
import { endOtherSessions, endSession, sessionsOf } from './accountSessions';
import type { AuthDeps } from './authDeps';
import type { RequestSessions } from './requestSessions';
import {
  beginTwoFactor,
  disableTwoFactor,
  finishTwoFactor,
  renewRecoveryCodes,
} from './twoFactorAccount';

const noStore = { 'cache-control': 'no-store' };

/** The account page's changes, each for the signed-in user only (the scope is guarded). */
export function registerAccountChangeRoutes(
  scope: Api,
  deps: AuthDeps,
  sessions: RequestSessions,
): void {
  registerSignInDetailRoutes(scope, deps, sessions);
  registerSessionRoutes(scope, deps, sessions);
  registerTwoFactorRoutes(scope, deps);
}

function registerSignInDetailRoutes(scope: Api, deps: AuthDeps, sessions: RequestSessions) {
  scope.post(
    '/api/account/password',
    { schema: { body: changePasswordSchema, response: { 200: passwordChangedSchema } } },
    async (request) =>
      changePassword(deps, {
        userId: request.user.id,
        ip: clientKey(request),
        ...request.body,
        keep: sessions.sessionToken(request),
      }),
  );

  scope.post(
    '/api/account/email',
    { schema: { body: changeEmailSchema, response: { 202: emailChangeSentSchema } } },
    async (request, reply) =>
      reply.status(202).send(
        await requestEmailChange(deps, {
          userId: request.user.id,
          ip: clientKey(request),
          ...request.body,
        }),
      ),
  );
}

function registerSessionRoutes(scope: Api, deps: AuthDeps, sessions: RequestSessions) {
  scope.get(
    '/api/account/sessions',
    { schema: { response: { 200: accountSessionsSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send({
        sessions: await sessionsOf(deps, request.user.id, sessions.sessionToken(request)),
      }),
  );

  scope.post(
    '/api/account/sessions/:id/sign-out',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: emptyBodySchema,
        response: { 200: signedOutCountSchema },
      },
    },
    async (request) =>
      endSession(deps, request.user.id, request.params.id, sessions.sessionToken(request)),
  );

  scope.post(
    '/api/account/sessions/sign-out-others',
    { schema: { body: emptyBodySchema, response: { 200: signedOutCountSchema } } },
    async (request) => endOtherSessions(deps, request.user.id, sessions.sessionToken(request)),
  );
}

function registerTwoFactorRoutes(scope: Api, deps: AuthDeps) {
  scope.post(
    '/api/account/two-factor/start',
    { schema: { body: startEnrolmentSchema, response: { 200: enrolmentSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(
        await beginTwoFactor(deps, request.user, {
          password: request.body.password,
          ip: clientKey(request),
        }),
      ),
  );

  scope.post(
    '/api/account/two-factor/confirm',
    { schema: { body: confirmEnrolmentSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(await finishTwoFactor(deps, request.user, request.body.code)),
  );

  scope.post(
    '/api/account/two-factor/recovery-codes',
    { schema: { body: passwordOnlySchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(
        await renewRecoveryCodes(deps, request.user, {
          password: request.body.password,
          ip: clientKey(request),
        }),
      ),
  );

  scope.post(
    '/api/account/two-factor/disable',
    { schema: { body: passwordAndCodeSchema, response: { 200: twoFactorStateSchema } } },
    async (request) =>
      disableTwoFactor(deps, request.user, { ...request.body, ip: clientKey(request) }),
  );
}
