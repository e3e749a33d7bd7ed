import { openPostgres } from '../../src/server/db/postgres';
import { startPaddock } from '../../src/server/paddock';
import { loadConfig } from '../../src/server/platform/config';
import { type FaultyRelay, startFaultyRelay } from './faultyRelay';
import { type FreshPostgres, freshPostgres } from './freshPostgres';
import { ManualClock } from './manualClock';
import type { TestApp } from './testApp';

/**
 * The real app in process on a PostgreSQL database of its own, reached through a relay the
 * test can cut and restore (testDatabase.ts's relay can only be cut for good).
 */
export async function startRelayedApp(env: Record<string, string> = {}): Promise<{
  t: TestApp;
  relay: FaultyRelay;
  database: FreshPostgres;
}> {
  const database = await freshPostgres();
  const relay = await startFaultyRelay(database.host, database.port);
  const url = database.url(relay.port);
  const db = openPostgres(url, { maxConnections: 20, onIdleError: () => {} });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const clock = new ManualClock('2025-05-01T09:00:00+01:00');
  const dispose = async () => {
    await db.close().catch(() => {});
    await relay.close();
    await database.drop();
  };
  try {
    const paddock = await startPaddock(config, { db, clock, webRoot: null, startJobs: false });
    const t: TestApp = {
      paddock,
      app: paddock.app,
      clock,
      config,
      database: {
        kind: 'postgres',
        db,
        url,
        cutOff: () => relay.cut(),
        stall: () => {
          throw new Error('not offered here: see databaseStall.test.ts');
        },
        dispose,
      },
      async close() {
        await paddock.close();
        await dispose();
      },
    };
    return { t, relay, database };
  } catch (error) {
    await dispose();
    throw error;
  }
}
