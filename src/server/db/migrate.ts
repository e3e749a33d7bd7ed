import type { Database } from './database';
import { migrations as allMigrations, type Migration } from './migrations';

/** Any fixed number: every instance takes the same advisory lock before migrating. */
const MIGRATION_LOCK = 7_263_871;

/**
 * Brings the schema up to date in one transaction. Instances starting together queue on the
 * advisory lock, and the later ones find nothing left to do. Answers the ids it applied.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // exec has no time limit: waiting for another instance's migrations, or running a long
    // one, must not be cut off like a request's statement.
    await tx.exec(
      `set local statement_timeout = 0; select pg_advisory_xact_lock(${MIGRATION_LOCK})`,
    );
    await tx.exec(`create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ id: string }>('select id from schema_migrations');
    const done = new Set(rows.map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
