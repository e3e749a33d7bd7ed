import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from './migrate';
import { migrations as allMigrations, type Migration } from './migrations';
import { openPglite } from './pglite';

/**
 * A new embedded database costs seconds to create (initdb, then every migration). The build
 * makes one once, already migrated, and a first start on an empty DATA_DIR begins from a copy
 * of it (docs/decisions/088). The file is named by the migrations it holds, so a copy made
 * before a migration was added is never taken.
 */
export function initialDatabaseName(migrations: readonly Migration[] = allMigrations): string {
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(`${migration.id}\n${migration.sql}\n`);
  return `initial-db-${hash.digest('hex').slice(0, 16)}.tar.gz`;
}

/** Makes the ready-made database in `dir`, unless it is there already; answers its path. */
export async function makeInitialDatabase(dir: string): Promise<string> {
  const file = path.join(dir, initialDatabaseName());
  if (existsSync(file)) return file;
  const db = await openPglite(null);
  try {
    await migrate(db);
    writeFileSync(file, Buffer.from(await (await db.dump('gzip')).arrayBuffer()));
  } finally {
    await db.close();
  }
  return file;
}

/** The ready-made database for today's migrations, if `dir` holds one. */
export function findInitialDatabase(dir: string | null): Blob | null {
  if (!dir) return null;
  const file = path.join(dir, initialDatabaseName());
  return existsSync(file) ? new Blob([readFileSync(file)]) : null;
}
