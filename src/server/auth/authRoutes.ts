import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  credentialsSchema,
  emptyBodySchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../contract/auth';
import { clientKey, LIMITS } from '../limits/limits';
import { perAddress } from '../limits/rateLimitPlugin';
import { parseBody } from '../validation';
import { SESSION_LIFETIME_MS, type SignedIn } from './authService';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './deviceCookie';
import {
  guardedUser,
  requireUser,
  sessionToken,
  signedInUser,
  toSessionResponse,
} from './requestAuth';
import { clearSessionCookie, readCookie, setDeviceCookie, setSessionCookie } from './sessionCookie';

function signedIn(reply: FastifyReply, result: SignedIn, status: number) {
  const cookies = reply.server.sessionCookie;
  setSessionCookie(reply, cookies, result.token, SESSION_LIFETIME_MS / 1000);
  setDeviceCookie(reply, cookies, result.deviceCookie, DEVICE_COOKIE_MAX_AGE_SECONDS);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(toSessionResponse(result.user));
}

const deviceCookie = (request: FastifyRequest) =>
  readCookie(request, request.server.sessionCookie.deviceName);

export function registerAuthRoutes(app: FastifyInstance): void {
  app.get('/api/session', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(toSessionResponse(await signedInUser(request))),
  );

  app.get('/api/account', { preHandler: requireUser }, async (request, reply) => {
    const user = guardedUser(request);
    return reply.header('cache-control', 'no-store').send(await app.auth.account(user.id));
  });

  app.post(
    '/api/auth/sign-up',
    { config: { rateLimit: perAddress(LIMITS.signUpsPerAddress) } },
    async (request, reply) => {
      const { email, password } = parseBody(credentialsSchema, request);
      return signedIn(
        reply,
        await app.auth.signUp(email, password, sessionToken(request), deviceCookie(request)),
        201,
      );
    },
  );

  app.post('/api/auth/sign-in', async (request, reply) => {
    const { email, password } = parseBody(credentialsSchema, request);
    const result = await app.auth.signIn({
      email,
      password,
      ip: clientKey(request),
      replacing: sessionToken(request),
      deviceCookie: deviceCookie(request),
    });
    return signedIn(reply, result, 200);
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    parseBody(emptyBodySchema, request);
    await app.auth.signOut(sessionToken(request));
    clearSessionCookie(reply, app.sessionCookie);
    return reply.status(200).send(toSessionResponse(null));
  });

  app.post(
    '/api/auth/forgot-password',
    { config: { rateLimit: perAddress(LIMITS.resetsPerAddress) } },
    async (request, reply) => {
      const { email } = parseBody(forgotPasswordSchema, request);
      await app.auth.requestPasswordReset(email);
      return reply.status(202).send({ sent: true });
    },
  );

  app.post('/api/auth/reset-password', async (request, reply) => {
    const { token, password } = parseBody(resetPasswordSchema, request);
    return signedIn(
      reply,
      await app.auth.resetPassword(token, password, deviceCookie(request)),
      200,
    );
  });

  app.post('/api/auth/verify-email', async (request) => {
    const { token } = parseBody(verifyEmailSchema, request);
    return app.auth.verifyEmail(token);
  });

  app.post('/api/auth/verify-email/resend', { preHandler: requireUser }, async (request) => {
    parseBody(emptyBodySchema, request);
    return app.auth.resendVerification(guardedUser(request).id);
  });
}
