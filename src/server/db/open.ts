import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database, DatabaseTimeouts } from './database';
import { lockDataDir } from './dataDirLock';
import { findInitialDatabase } from './initialDatabase';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  /** Where the build put the ready-made embedded database (initialDatabase.ts), if anywhere. */
  initialDatabaseDir?: string | null;
  /** Longer than a request's for the command line's long work (backup, restore). */
  timeouts?: DatabaseTimeouts;
  /** How long to wait for a process still named in DATA_DIR's lock to end (LOCK_WAIT_MS). */
  lockWaitMs?: number;
}

/** PostgreSQL when a URL is configured, else the embedded database kept in DATA_DIR/db. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      onIdleError: options.onIdleError,
      timeouts: options.timeouts,
    });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const release = await lockDataDir(options.dataDir, options.lockWaitMs);
  try {
    const dbDir = path.join(options.dataDir, 'db');
    // An empty folder begins from the build's ready-made database, when there is one.
    const fresh = !existsSync(path.join(dbDir, 'PG_VERSION'));
    const startFrom = fresh ? findInitialDatabase(options.initialDatabaseDir ?? null) : null;
    const db = await openPglite(dbDir, {
      ...(startFrom ? { startFrom } : {}),
      timeouts: options.timeouts,
    });
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
