import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './authContext';
import type { RequestSessions } from './requestSessions';
import { clearSessionCookie, clearSignedOutCookie, readCookie } from './sessionCookie';
import { signOut } from './sessions';

/**
 * A sign-out the browser owes the server (decision 136). Signing out, the page forgets what the
 * device keeps and sets the signed-out cookie before it asks anything; with no signal the
 * sign-out itself can't be sent, and the tab may be closed before there is signal again. The
 * session cookie is HttpOnly, so only a request can end the session: whatever request the
 * browser sends next, here or in a later visit (a page, the API, a file), carries both cookies,
 * and the session ends here before anything else is done with it. That request is then answered
 * as nobody's, and both cookies go.
 */
export function registerOwedSignOut(
  app: FastifyInstance,
  deps: Pick<AuthContext, 'db'>,
  sessions: RequestSessions,
): void {
  // A callback hook: every request passes here, and almost none carries the cookie.
  app.addHook('onRequest', (request, reply, done) => {
    if (readCookie(request, sessions.cookies.signedOutName) === null) return done();
    signOut(deps, sessions.sessionToken(request)).then(() => {
      // Nobody, for the rest of this request too: the instance's memory of the session may
      // not have heard of its end yet (decision 134).
      request.signedIn = null;
      clearSessionCookie(reply, sessions.cookies);
      clearSignedOutCookie(reply, sessions.cookies);
      done();
    }, done);
  });
}
