import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { lockDataDir } from './dataDirLock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}

/** PostgreSQL when a URL is configured, else the embedded database kept in DATA_DIR/db. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, { onIdleError: options.onIdleError });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const release = lockDataDir(options.dataDir);
  try {
    const db = await openPglite(path.join(options.dataDir, 'db'));
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
