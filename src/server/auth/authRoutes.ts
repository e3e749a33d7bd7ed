import type { FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '../../contract/api/auth';
import type { Router } from '../http/endpoints';
import { clientKey, LIMITS } from '../limits/limits';
import { perAddress } from '../limits/rateLimitPlugin';
import { confirmEmailChange } from './accountChanges';
import { registerAccountChangeRoutes } from './accountRoutes';
import type { AuthContext } from './authContext';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './deviceCookie';
import { resendVerification, verifyEmail } from './emailVerification';
import { requestPasswordReset, resetPassword } from './passwordReset';
import { REMEMBER_MAX_AGE_SECONDS } from './rememberedBrowser';
import { type RequestSessions, toSessionResponse } from './requestSessions';
import {
  clearSessionCookie,
  setDeviceCookie,
  setRememberCookie,
  setSessionCookie,
} from './sessionCookie';
import { SESSION_LIFETIME_MS, type SignedIn, signOut } from './sessions';
import { accountOf, type SignInOutcome, signIn, signUp } from './signIn';
import { isCodeNeeded, signInWithCode } from './signInCode';

/** What every sign-in carries from the browser besides what was typed. */
function browserOf(sessions: RequestSessions, request: FastifyRequest) {
  return {
    ip: clientKey(request),
    replacing: sessions.sessionToken(request),
    deviceCookie: sessions.deviceCookie(request),
    rememberCookie: sessions.rememberCookie(request),
    userAgent: request.headers['user-agent'] ?? '',
  };
}

/** Answers a sign-in of any kind: the session and device cookies, and who is signed in. */
function answerSignedIn(
  sessions: RequestSessions,
  reply: FastifyReply,
  result: SignedIn,
  status: 200 | 201,
) {
  setSessionCookie(reply, sessions.cookies, result.token, SESSION_LIFETIME_MS / 1000);
  setDeviceCookie(reply, sessions.cookies, result.deviceCookie, DEVICE_COOKIE_MAX_AGE_SECONDS);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(toSessionResponse(result.user));
}

/** Accounts: who is signed in, signing up, in and out, passwords, the address and the account. */
export function registerAuthRoutes(
  router: Router,
  deps: AuthContext,
  sessions: RequestSessions,
): void {
  registerSignInRoutes(router, deps, sessions);
  registerLinkRoutes(router, deps, sessions);
  registerAccountRoutes(router, deps);
  registerAccountChangeRoutes(router, deps, sessions);
}

/** Signed in, or (202) the code is needed next. */
function answerOutcome(sessions: RequestSessions, reply: FastifyReply, outcome: SignInOutcome) {
  if (isCodeNeeded(outcome)) {
    return reply.status(202).header('cache-control', 'no-store').send(outcome);
  }
  return answerSignedIn(sessions, reply, outcome, 200);
}

function registerSignInRoutes(router: Router, deps: AuthContext, sessions: RequestSessions): void {
  const signedIn = (reply: FastifyReply, result: SignedIn, status: 200 | 201) =>
    answerSignedIn(sessions, reply, result, status);

  router.serve(authApi.session, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(toSessionResponse(await sessions.signedInUser(request))),
  );

  router.serve(
    authApi.signUp,
    async (request, reply) =>
      signedIn(
        reply,
        await signUp(deps, { ...request.body, ...browserOf(sessions, request) }),
        201,
      ),
    { config: { rateLimit: perAddress(LIMITS.signUpsPerAddress) } },
  );

  router.serve(authApi.signIn, async (request, reply) =>
    answerOutcome(
      sessions,
      reply,
      await signIn(deps, { ...request.body, ...browserOf(sessions, request) }),
    ),
  );

  router.serve(authApi.signInCode, async (request, reply) => {
    const result = await signInWithCode(deps, {
      ...request.body,
      ...browserOf(sessions, request),
    });
    if (result.rememberCookie) {
      setRememberCookie(reply, sessions.cookies, result.rememberCookie, REMEMBER_MAX_AGE_SECONDS);
    }
    return signedIn(reply, result, 200);
  });

  router.serve(authApi.signOut, async (request, reply) => {
    await signOut(deps, sessions.sessionToken(request));
    clearSessionCookie(reply, sessions.cookies);
    return reply.status(200).send(toSessionResponse(null));
  });
}

/** What the links sent by e-mail lead to: a new password, a proven address. */
function registerLinkRoutes(router: Router, deps: AuthContext, sessions: RequestSessions): void {
  router.serve(
    authApi.forgotPassword,
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email);
      return reply.status(202).send({ sent: true });
    },
    { config: { rateLimit: perAddress(LIMITS.resetsPerAddress) } },
  );

  router.serve(authApi.resetPassword, async (request, reply) => {
    const { token, password } = request.body;
    const outcome = await resetPassword(deps, token, password, browserOf(sessions, request));
    return answerOutcome(sessions, reply, outcome);
  });

  router.serve(authApi.confirmEmailChange, async (request) =>
    confirmEmailChange(deps, request.body.token),
  );

  router.serve(authApi.verifyEmail, async (request) => verifyEmail(deps, request.body.token));
}

function registerAccountRoutes(router: Router, deps: AuthContext): void {
  router.serve(authApi.account, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await accountOf(deps, request.user.id)),
  );

  router.serve(authApi.resendVerification, async (request) =>
    resendVerification(deps, request.user.id),
  );
}
