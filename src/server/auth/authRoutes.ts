import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  credentialsSchema,
  emptyBodySchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../contract/auth';
import { parseBody } from '../validation';
import { SESSION_LIFETIME_MS, type SignedIn } from './authService';
import {
  guardedUser,
  requireUser,
  sessionToken,
  signedInUser,
  toSessionResponse,
} from './requestAuth';
import { clearSessionCookie, setSessionCookie } from './sessionCookie';

function signedIn(reply: FastifyReply, result: SignedIn, status: number) {
  setSessionCookie(reply, reply.server.sessionCookie, result.token, SESSION_LIFETIME_MS / 1000);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(toSessionResponse(result.user));
}

export function registerAuthRoutes(app: FastifyInstance): void {
  app.get('/api/session', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(toSessionResponse(await signedInUser(request))),
  );

  app.get('/api/account', { preHandler: requireUser }, async (request, reply) => {
    const user = guardedUser(request);
    return reply.header('cache-control', 'no-store').send(await app.auth.account(user.id));
  });

  app.post('/api/auth/sign-up', async (request, reply) => {
    const { email, password } = parseBody(credentialsSchema, request);
    return signedIn(reply, await app.auth.signUp(email, password, sessionToken(request)), 201);
  });

  app.post('/api/auth/sign-in', async (request, reply) => {
    const { email, password } = parseBody(credentialsSchema, request);
    return signedIn(
      reply,
      await app.auth.signIn(email, password, request.ip, sessionToken(request)),
      200,
    );
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    parseBody(emptyBodySchema, request);
    await app.auth.signOut(sessionToken(request));
    clearSessionCookie(reply, app.sessionCookie);
    return reply.status(200).send(toSessionResponse(null));
  });

  app.post('/api/auth/forgot-password', async (request, reply) => {
    const { email } = parseBody(forgotPasswordSchema, request);
    await app.auth.requestPasswordReset(email);
    return reply.status(202).send({ sent: true });
  });

  app.post('/api/auth/reset-password', async (request, reply) => {
    const { token, password } = parseBody(resetPasswordSchema, request);
    return signedIn(reply, await app.auth.resetPassword(token, password), 200);
  });
}
