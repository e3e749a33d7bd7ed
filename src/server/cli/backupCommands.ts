import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupFileError } from '../backup/backupFormat';
import { backupKind } from '../backup/backupLines';
import { pgDump, pgDumpMigrations, pgRestore } from '../backup/pgDump';
import { checkMigrations, refuseUnlessEmpty, restoreBackup } from '../backup/restoreBackup';
import { writeBackup } from '../backup/writeBackup';
import type { Database, DatabaseTimeouts } from '../db/database';
import { DataDirInUseError } from '../db/dataDirLock';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import type { Config } from '../platform/config';
import { startupErrorLine } from '../startupErrors';

export const BACKUP_USAGE = `  backup <file>             write the whole database to <file>, photos included, as one
                            consistent copy (PostgreSQL: while the server runs)
  backup --pg-dump <file>   the same with PostgreSQL's pg_dump (custom format) instead
  restore <file>            load a backup (either kind) into an empty database`;

/** A backup or restore of a big park may take minutes: no request-sized limits here. */
const LONG: DatabaseTimeouts = { acquireMs: 60_000, statementMs: 6 * 60 * 60_000 };

const size = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.ceil(bytes / 1_000)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * The database the settings name. The embedded one is opened without the build's ready-made
 * copy: a restore must find an empty folder empty, not already migrated.
 */
async function open(config: Config, what: 'back up' | 'restore'): Promise<Database> {
  if (!config.databaseUrl && what === 'back up') {
    if (!existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
      // Most often the server's settings were not loaded, so DATABASE_URL is missing too.
      throw new Error(
        `There is no embedded database in DATA_DIR ${config.dataDir} to back up, and DATABASE_URL is not set. On PostgreSQL, run the command with the server's settings loaded (e.g. set -a; . /etc/paddock/paddock.env; set +a); on the embedded database, set DATA_DIR to the server's.`,
      );
    }
  }
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      initialDatabaseDir: null,
      timeouts: LONG,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new Error(
        `The embedded database in DATA_DIR ${config.dataDir} is open in a running Paddock, and it can be open in one process at a time: stop the server, ${what}, then start it again (with PostgreSQL, backups run while the server runs).`,
      );
    }
    throw new Error(startupErrorLine(error, config.databaseUrl));
  }
}

async function backup(args: string[], config: Config, now: Date): Promise<string> {
  const pgDumpFormat = args[0] === '--pg-dump';
  const [file, ...extra] = pgDumpFormat ? args.slice(1) : args;
  if (!file || extra.length > 0 || file.startsWith('--')) {
    throw new Error('backup needs one file name: npm run cli -- backup [--pg-dump] <file>');
  }
  if (pgDumpFormat) {
    if (!config.databaseUrl) {
      throw new Error(
        '--pg-dump is for PostgreSQL (DATABASE_URL); leave it out for the embedded database.',
      );
    }
    await pgDump(config.databaseUrl, file);
    return `Backed up the database with pg_dump to ${path.resolve(file)}.`;
  }
  const db = await open(config, 'back up');
  try {
    const done = await writeBackup(db, file, now);
    return `Backed up ${done.tables} tables, ${done.rows} rows to ${done.file} (${size(done.bytes)}).`;
  } finally {
    await db.close();
  }
}

async function restore(args: string[], config: Config): Promise<string> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) {
    throw new Error('restore needs one file name: npm run cli -- restore <file>');
  }
  const kind = await backupKind(file);
  if (kind === 'pg_dump' && !config.databaseUrl) {
    throw new BackupFileError(
      `${file} was made by pg_dump: it restores only into PostgreSQL (set DATABASE_URL).`,
    );
  }
  const db = await open(config, 'restore');
  try {
    if (kind === 'pg_dump' && config.databaseUrl) {
      checkMigrations(await pgDumpMigrations(file));
      await refuseUnlessEmpty(db);
      await pgRestore(config.databaseUrl, file);
      const migrated = await migrate(db);
      return `Restored ${path.resolve(file)} with pg_restore${migrated.length ? `, then applied ${migrated.length} newer migrations` : ''}.`;
    }
    const done = await restoreBackup(db, file);
    const after = done.migratedAfter.length
      ? `, then applied ${done.migratedAfter.length} newer migrations`
      : '';
    return `Restored ${done.tables} tables, ${done.rows} rows from ${path.resolve(file)} (taken at migration ${done.restoredAt}${after}).`;
  } finally {
    await db.close();
  }
}

/** Answers what to print, or throws a message for the person at the keyboard. */
export function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  config: Config,
  now: Date,
): Promise<string> {
  return command === 'backup' ? backup(args, config, now) : restore(args, config);
}
