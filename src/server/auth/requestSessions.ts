import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SessionResponse, signedOutSession } from '../../contract/auth';
import type { AuthContext } from './authContext';
import { type CookieSettings, readCookie } from './sessionCookie';
import { currentUser } from './sessions';
import type { SessionUser } from './sessionsSql';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is signed in: undefined until looked up (once per request), then the user or null. */
    signedIn: SessionUser | null | undefined;
    /**
     * The signed-in user of a route whose endpoint needs an account (http/endpoints.ts' guard),
     * typed and never null.
     * Reading it on a route outside such a scope is a bug, and throws rather than answer null.
     */
    readonly user: SessionUser;
  }
}

/** The session side of each request: its cookies and who they sign in. */
export interface RequestSessions {
  cookies: CookieSettings;
  sessionToken(request: FastifyRequest): string | null;
  deviceCookie(request: FastifyRequest): string | null;
  rememberCookie(request: FastifyRequest): string | null;
  /** The signed-in user of this request, or null; the database is asked once per request. */
  signedInUser(request: FastifyRequest): Promise<SessionUser | null>;
}

export function requestSessions(deps: AuthContext, cookies: CookieSettings): RequestSessions {
  const sessionToken = (request: FastifyRequest) => readCookie(request, cookies.name);
  return {
    cookies,
    sessionToken,
    deviceCookie: (request) => readCookie(request, cookies.deviceName),
    rememberCookie: (request) => readCookie(request, cookies.rememberName),
    async signedInUser(request) {
      if (request.signedIn === undefined) {
        request.signedIn = await currentUser(deps, sessionToken(request));
      }
      return request.signedIn;
    },
  };
}

export function registerRequestUser(app: FastifyInstance): void {
  app.decorateRequest('signedIn', undefined);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      if (!this.signedIn) throw new Error('request.user read on a route open to anyone');
      return this.signedIn;
    },
  });
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
    twoFactor: user.twoFactor,
  };
}
