import type { DestinationStream } from 'pino';
import { type Paddock, startPaddock } from '../../src/server/paddock';
import { type Config, loadConfig } from '../../src/server/platform/config';
import { ManualClock } from './manualClock';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface TestApp {
  paddock: Paddock;
  app: Paddock['app'];
  clock: ManualClock;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: string;
  env?: Record<string, string>;
  /** A built web app to serve; null (the default) serves the API only. */
  webRoot?: string | null;
  /** Where the app's log lines go (with LOG_LEVEL in `env`). */
  logDestination?: DestinationStream;
  /** How old a settings check may get (0, the default: every read checks, as tests change the tables themselves). */
  settingsCheckMs?: number;
}

/** The real app, in process, on a database of its own, with a clock the test controls. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const clock = new ManualClock(options.now ?? '2025-05-01T09:00:00+01:00');
  try {
    const paddock = await startPaddock(config, {
      db: database.db,
      clock,
      webRoot: options.webRoot ?? null,
      logDestination: options.logDestination,
      startJobs: false,
      settingsCheckMs: options.settingsCheckMs ?? 0,
    });
    return {
      paddock,
      app: paddock.app,
      clock,
      database,
      config,
      async close() {
        await paddock.close();
        await database.dispose();
      },
    };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
