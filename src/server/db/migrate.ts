import { createHash } from 'node:crypto';
import type { Database, Sql } from './database';
import { locks, takeLock } from './locks';
import { migrations as allMigrations, type Migration } from './migrations';

/** The sha256 of a migration's file, as recorded in schema_migrations when it is applied. */
export function migrationChecksum(migration: Migration): string {
  return createHash('sha256').update(migration.sql).digest('hex');
}

/**
 * The database was migrated by files this build does not have: a newer build's migration, a
 * renamed one, or one whose file was changed after it shipped (docs/decisions/094). Migrating
 * on could only go wrong, so start-up stops with this one line.
 */
export class MigrationsDifferError extends Error {}

function differences(applied: readonly AppliedMigration[], migrations: readonly Migration[]) {
  const known = new Map(
    migrations.map((migration) => [migration.id, migrationChecksum(migration)]),
  );
  const unknown = applied.filter((row) => !known.has(row.id)).map((row) => row.id);
  const changed = applied
    .filter(
      (row) => row.checksum !== null && known.has(row.id) && known.get(row.id) !== row.checksum,
    )
    .map((row) => row.id);
  return { unknown, changed };
}

function refusal(unknown: string[], changed: string[]): string {
  if (unknown.length > 0) {
    const which =
      unknown.length === 1 ? `migration ${unknown[0]}` : `migrations ${unknown.join(', ')}`;
    return `Paddock will not start: the database has ${which} applied, which this version of Paddock does not have (a newer version, or a renamed migration, upgraded it). Run the version that upgraded it, or restore the backup taken before that upgrade.`;
  }
  const which =
    changed.length === 1 ? `migration ${changed[0]} was` : `migrations ${changed.join(', ')} were`;
  return `Paddock will not start: the database's ${which} applied from a different file than this version's (its checksum differs), so this build's migration files were changed after they shipped. Install an unmodified release of Paddock.`;
}

interface AppliedMigration {
  id: string;
  checksum: string | null;
}

/**
 * The bookkeeping table, as this build keeps it. Databases migrated before checksums were kept
 * get the column now, and their rows the checksums of today's files (they were applied from
 * those files; any later change to one is caught from here on).
 */
async function appliedMigrations(
  tx: Sql,
  migrations: readonly Migration[],
): Promise<AppliedMigration[]> {
  await tx.exec(`create table if not exists schema_migrations (
    id text primary key,
    applied_at timestamptz not null default now(),
    checksum text
  )`);
  // Looked up first: an alter, even one with nothing to do, would wait for a running backup's
  // hold on the table.
  const [kept] = await tx.query<{ kept: boolean }>(
    `select exists (select 1 from pg_attribute where attrelid = 'schema_migrations'::regclass
                       and attname = 'checksum' and not attisdropped) as kept`,
  );
  if (!kept?.kept) await tx.exec('alter table schema_migrations add column checksum text');
  const rows = await tx.query<AppliedMigration>(
    'select id, checksum from schema_migrations order by id',
  );
  const byId = new Map(migrations.map((migration) => [migration.id, migration]));
  for (const row of rows) {
    const migration = byId.get(row.id);
    if (row.checksum !== null || !migration) continue;
    row.checksum = migrationChecksum(migration);
    await tx.query('update schema_migrations set checksum = $2 where id = $1', [
      row.id,
      row.checksum,
    ]);
  }
  return rows;
}

/**
 * Brings the schema up to date in one transaction. Instances starting together queue on the
 * advisory lock, and the later ones find nothing left to do. Answers the ids it applied, or
 * throws MigrationsDifferError (changing nothing) when the applied migrations are not this
 * build's files.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // exec has no time limit: waiting for another instance's migrations, or running a long
    // one, must not be cut off like a request's statement.
    await tx.exec('set local statement_timeout = 0');
    await takeLock(tx, locks.migrations(), { withoutTimeLimit: true });
    const applied = await appliedMigrations(tx, migrations);
    const { unknown, changed } = differences(applied, migrations);
    if (unknown.length > 0 || changed.length > 0) {
      throw new MigrationsDifferError(refusal(unknown, changed));
    }
    const done = new Set(applied.map((row) => row.id));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id, checksum) values ($1, $2)', [
        migration.id,
        migrationChecksum(migration),
      ]);
      ran.push(migration.id);
    }
    return ran;
  });
}
