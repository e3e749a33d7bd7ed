import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SessionResponse, signedOutSession } from '../../contract/auth';
import { AppError } from '../errors';
import type { AuthService } from './authService';
import { type CookieSettings, readCookie } from './sessionCookie';
import type { SessionUser } from './sessionsSql';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    sessionCookie: CookieSettings;
  }
  interface FastifyRequest {
    /** Who is signed in: undefined until looked up (once per request), then the user or null. */
    signedInUser: SessionUser | null | undefined;
  }
}

export function registerRequestAuth(
  app: FastifyInstance,
  auth: AuthService,
  cookie: CookieSettings,
): void {
  app.decorate('auth', auth);
  app.decorate('sessionCookie', cookie);
  app.decorateRequest('signedInUser', undefined);
}

export function sessionToken(request: FastifyRequest): string | null {
  return readCookie(request, request.server.sessionCookie.name);
}

/** The signed-in user of this request, or null; the database is asked once per request. */
export async function signedInUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.signedInUser === undefined) {
    request.signedInUser = await request.server.auth.currentUser(sessionToken(request));
  }
  return request.signedInUser;
}

export function isAdmin(user: SessionUser): boolean {
  return user.role === 'admin' || user.role === 'super-admin';
}

export function toSessionResponse(user: SessionUser | null): SessionResponse {
  if (!user) return signedOutSession;
  return {
    user: { id: user.id, email: user.email },
    paid: user.paid,
    admin: isAdmin(user),
    superAdmin: user.role === 'super-admin',
  };
}

const notSignedIn = () => new AppError('auth/unauthenticated', 401, 'Please sign in first.');
const notAllowed = () => new AppError('auth/forbidden', 403, 'Your account may not do this.');

/** Guards, used as a route's preHandler: each answers 401 or 403 before the handler runs. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await signedInUser(request))) throw notSignedIn();
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await signedInUser(request);
  if (!user) throw notSignedIn();
  if (!isAdmin(user)) throw notAllowed();
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  const user = await signedInUser(request);
  if (!user) throw notSignedIn();
  if (user.role !== 'super-admin') throw notAllowed();
}

/** The user a guard has let through. */
export function guardedUser(request: FastifyRequest): SessionUser {
  if (!request.signedInUser) throw new Error('guardedUser used on a route without a guard');
  return request.signedInUser;
}
