import { type AccountMemory, accountMemoryOf } from '../db/accountMemory';
import type { Sql } from '../db/database';
import { findSession, type KnownSession } from './sessionsSql';

/** The channel migration 032's triggers notify on: the account's id, or '*'. */
export const SESSIONS_CHANNEL = 'paddock_sessions';

const memories = new WeakMap<object, AccountMemory<KnownSession | null>>();

/**
 * The session a token's hash opens. On the embedded database from memory (decision 134): a
 * signed-in request then sends no statement, and the end of a session or a change to its
 * account is heard before the write that made it answers. On PostgreSQL from the tables, every
 * request (decision 139): another instance's sign-out, demotion or deletion is refused from
 * the moment it commits, even while this instance's notices are stalled.
 */
export function sessionByHash(
  sql: Sql,
  tokenHash: string,
  options: { afresh?: boolean } = {},
): Promise<KnownSession | null> {
  const memory = accountMemoryOf(memories, sql, SESSIONS_CHANNEL, {
    accountOf: (session) => session?.user.id ?? null,
    // A session per browser: enough for every customer of a busy park, a bounded few MB.
    limit: 20_000,
    exact: true,
  });
  if (!memory) return findSession(sql, tokenHash);
  if (options.afresh) memory.forget(tokenHash);
  return memory.get(tokenHash, (db) => findSession(db, tokenHash));
}
