import type { AccountSession } from '../../contract/account';
import { describeDevice } from '../../domain/userAgent';
import { AppError } from '../http/errors';
import type { AuthContext } from './authContext';
import { SESSION_IDLE_MS } from './sessions';
import {
  deleteOtherSessions,
  deleteUserSession,
  listUserSessions,
  sessionIdOf,
} from './sessionsSql';
import { tokenHash } from './tokens';

/** Where the account is signed in, the browser asking marked as the current one. */
export async function sessionsOf(
  deps: Pick<AuthContext, 'db' | 'clock'>,
  userId: string,
  currentToken: string | null,
): Promise<AccountSession[]> {
  const now = deps.clock.now();
  const current = currentToken && tokenHash(currentToken);
  const sessions = await listUserSessions(
    deps.db,
    userId,
    now,
    new Date(now.getTime() - SESSION_IDLE_MS),
  );
  return sessions.map((session) => ({
    id: session.id,
    device: describeDevice(session.userAgent),
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.tokenHash === current,
  }));
}

/** Ends one other session; this browser signs out from the menu instead. */
export async function endSession(
  deps: Pick<AuthContext, 'db'>,
  userId: string,
  sessionId: string,
  currentToken: string | null,
): Promise<{ signedOut: number }> {
  return deps.db.transaction(async (tx) => {
    const mine = currentToken ? await sessionIdOf(tx, tokenHash(currentToken)) : null;
    if (mine === sessionId) throw new AppError('account/current-session');
    if (!(await deleteUserSession(tx, userId, sessionId))) {
      throw new AppError('account/no-such-session');
    }
    return { signedOut: 1 };
  });
}

export async function endOtherSessions(
  deps: Pick<AuthContext, 'db'>,
  userId: string,
  currentToken: string | null,
): Promise<{ signedOut: number }> {
  const signedOut = await deleteOtherSessions(
    deps.db,
    userId,
    currentToken ? tokenHash(currentToken) : null,
  );
  return { signedOut };
}
