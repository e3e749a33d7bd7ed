import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  codeNeededSchema,
  confirmEmailChangeSchema,
  emailChangedSchema,
  signInCodeSchema,
} from '../../contract/account';
import {
  accountSchema,
  credentialsSchema,
  emptyBodySchema,
  forgotPasswordSchema,
  resendVerificationResponseSchema,
  resetPasswordSchema,
  resetRequestedSchema,
  sessionResponseSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '../../contract/auth';
import { type Api, guarded } from '../http/scopes';
import { clientKey, LIMITS } from '../limits/limits';
import { perAddress } from '../limits/rateLimitPlugin';
import { confirmEmailChange } from './accountChanges';
import { registerAccountChangeRoutes } from './accountRoutes';
import type { AuthDeps } from './authDeps';
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

const signedInAnswers = { 200: sessionResponseSchema, 201: sessionResponseSchema };
/** A sign-in answers 202 with a challenge when the account's code is needed next. */
const signInAnswers = { ...signedInAnswers, 202: codeNeededSchema };

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
export async function registerAuthRoutes(
  api: Api,
  deps: AuthDeps,
  sessions: RequestSessions,
): Promise<void> {
  registerSignInRoutes(api, deps, sessions);
  registerLinkRoutes(api, deps, sessions);
  await guarded(api, sessions, 'signed-in', (scope) => {
    registerAccountRoutes(scope, deps);
    registerAccountChangeRoutes(scope, deps, sessions);
  });
}

/** Signed in, or (202) the code is needed next. */
function answerOutcome(sessions: RequestSessions, reply: FastifyReply, outcome: SignInOutcome) {
  if (isCodeNeeded(outcome)) {
    return reply.status(202).header('cache-control', 'no-store').send(outcome);
  }
  return answerSignedIn(sessions, reply, outcome, 200);
}

function registerSignInRoutes(api: Api, deps: AuthDeps, sessions: RequestSessions): void {
  const signedIn = (reply: FastifyReply, result: SignedIn, status: 200 | 201) =>
    answerSignedIn(sessions, reply, result, status);

  api.get(
    '/api/session',
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(toSessionResponse(await sessions.signedInUser(request))),
  );

  api.post(
    '/api/auth/sign-up',
    {
      schema: { body: credentialsSchema, response: signedInAnswers },
      config: { rateLimit: perAddress(LIMITS.signUpsPerAddress) },
    },
    async (request, reply) =>
      signedIn(
        reply,
        await signUp(deps, { ...request.body, ...browserOf(sessions, request) }),
        201,
      ),
  );

  api.post(
    '/api/auth/sign-in',
    { schema: { body: credentialsSchema, response: signInAnswers } },
    async (request, reply) =>
      answerOutcome(
        sessions,
        reply,
        await signIn(deps, { ...request.body, ...browserOf(sessions, request) }),
      ),
  );

  api.post(
    '/api/auth/sign-in/code',
    { schema: { body: signInCodeSchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const result = await signInWithCode(deps, {
        ...request.body,
        ...browserOf(sessions, request),
      });
      if (result.rememberCookie) {
        setRememberCookie(reply, sessions.cookies, result.rememberCookie, REMEMBER_MAX_AGE_SECONDS);
      }
      return signedIn(reply, result, 200);
    },
  );

  api.post(
    '/api/auth/sign-out',
    { schema: { body: emptyBodySchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      await signOut(deps, sessions.sessionToken(request));
      clearSessionCookie(reply, sessions.cookies);
      return reply.status(200).send(toSessionResponse(null));
    },
  );
}

/** What the links sent by e-mail lead to: a new password, a proven address. */
function registerLinkRoutes(api: Api, deps: AuthDeps, sessions: RequestSessions): void {
  api.post(
    '/api/auth/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 202: resetRequestedSchema } },
      config: { rateLimit: perAddress(LIMITS.resetsPerAddress) },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email);
      return reply.status(202).send({ sent: true });
    },
  );

  api.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordSchema, response: signInAnswers } },
    async (request, reply) => {
      const { token, password } = request.body;
      const outcome = await resetPassword(deps, token, password, browserOf(sessions, request));
      return answerOutcome(sessions, reply, outcome);
    },
  );

  api.post(
    '/api/auth/confirm-email-change',
    { schema: { body: confirmEmailChangeSchema, response: { 200: emailChangedSchema } } },
    async (request) => confirmEmailChange(deps, request.body.token),
  );

  api.post(
    '/api/auth/verify-email',
    { schema: { body: verifyEmailSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => verifyEmail(deps, request.body.token),
  );
}

function registerAccountRoutes(scope: Api, deps: AuthDeps): void {
  scope.get(
    '/api/account',
    { schema: { response: { 200: accountSchema } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await accountOf(deps, request.user.id)),
  );

  scope.post(
    '/api/auth/verify-email/resend',
    { schema: { body: emptyBodySchema, response: { 200: resendVerificationResponseSchema } } },
    async (request) => resendVerification(deps, request.user.id),
  );
}
