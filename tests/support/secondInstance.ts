import pg from 'pg';
import { openPostgres } from '../../src/server/db/postgres';
import { startPaddock } from '../../src/server/paddock';
import type { TestApp } from './testApp';

/** A second instance of the app on the same PostgreSQL database: its own pool, feed and memories. */
export async function secondInstance(t: TestApp): Promise<TestApp> {
  if (!t.database.url) throw new Error('a second instance needs PostgreSQL');
  const db = openPostgres(t.database.url, { onIdleError: () => {} });
  const paddock = await startPaddock(t.config, {
    db,
    clock: t.clock,
    webRoot: null,
    startJobs: false,
    settingsCheckMs: 0,
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
