import pg from 'pg';
import { openPostgres } from '../../src/server/db/postgres';
import { startPaddock } from '../../src/server/paddock';
import { startTcpProxy, type TcpProxy } from './tcpProxy';
import type { TestApp } from './testApp';

export interface SecondInstanceOptions {
  /**
   * How old its settings check may get (0, the default: every read checks). A long one keeps
   * what it read, as a busy instance between its checks does.
   */
  settingsCheckMs?: number;
  /** Reaches the database through a relay of the test's own (tcpProxy.ts), to stall it apart. */
  through?: TcpProxy;
}

/** A second instance of the app on the same PostgreSQL database: its own pool, feed and memories. */
export async function secondInstance(
  t: TestApp,
  options: SecondInstanceOptions = {},
): Promise<TestApp> {
  if (!t.database.url) throw new Error('a second instance needs PostgreSQL');
  const url = new URL(t.database.url);
  if (options.through) url.port = String(options.through.port);
  const db = openPostgres(url.toString(), { onIdleError: () => {} });
  const paddock = await startPaddock(t.config, {
    db,
    clock: t.clock,
    webRoot: null,
    startJobs: false,
    settingsCheckMs: options.settingsCheckMs ?? 0,
  });
  return {
    ...t,
    paddock,
    app: paddock.app,
    async close() {
      await paddock.close();
      await db.close();
    },
  };
}

/** A relay of its own to the test's PostgreSQL database, for an instance to reach it through. */
export function relayTo(t: TestApp): Promise<TcpProxy> {
  if (!t.database.url) throw new Error('a relay to the database needs PostgreSQL');
  const url = new URL(t.database.url);
  return startTcpProxy(url.hostname, Number(url.port || 5432));
}

/**
 * Ends every connection listening for notices on the test's database, as a network cut would;
 * answers how many it ended.
 */
export async function dropListeners(t: TestApp): Promise<number> {
  const admin = new pg.Client({ connectionString: t.database.url ?? '' });
  await admin.connect();
  try {
    const rows = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'paddock-notices' and datname = current_database()`,
    );
    return rows.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}
