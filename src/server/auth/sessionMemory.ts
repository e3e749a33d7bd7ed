import { type AccountMemory, accountMemoryOf } from '../db/accountMemory';
import type { Sql } from '../db/database';
import { findSession, type KnownSession } from './sessionsSql';

/** The channel migration 032's triggers notify on: the account's id, or '*'. */
export const SESSIONS_CHANNEL = 'paddock_sessions';

const memories = new WeakMap<object, AccountMemory<KnownSession | null>>();

/**
 * The session a token's hash opens, from memory on the app's database (decision 134): a
 * signed-in request then sends no statement. Any end of a session or change to its account,
 * made on any instance, reaches every instance through the change feed and is forgotten there.
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
  });
  if (!memory) return findSession(sql, tokenHash);
  if (options.afresh) memory.forget(tokenHash);
  return memory.get(tokenHash, (db) => findSession(db, tokenHash));
}
