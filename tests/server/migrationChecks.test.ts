import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { MigrationsDifferError, migrate, migrationChecksum } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations';
import { openDatabase } from '../../src/server/db/open';
import { startPaddock } from '../../src/server/paddock';
import { loadConfig } from '../../src/server/platform/config';
import { startupErrorLine } from '../../src/server/startupErrors';
import { buildServerAside } from '../support/childServer';
import { type FreshPostgres, freshPostgres } from '../support/freshPostgres';
import { ManualClock } from '../support/manualClock';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/testDatabase';

const NEWER = '099_from_a_newer_version';
const UNKNOWN_LINE = `Paddock will not start: the database has migration ${NEWER} applied, which this version of Paddock does not have (a newer version, or a renamed migration, upgraded it). Run the version that upgraded it, or restore the backup taken before that upgrade.`;
const CHANGED_LINE =
  "Paddock will not start: the database's migration 005_bookings was applied from a different file than this version's (its checksum differs), so this build's migration files were changed after they shipped. Install an unmodified release of Paddock.";

/** What a newer build leaves behind: a migration this one has never heard of. */
const addNewerMigration = (db: Database) =>
  db.query('insert into schema_migrations (id, checksum) values ($1, $2)', [NEWER, 'f'.repeat(64)]);

/** What a build whose 005 file was edited after it shipped leaves behind. */
const tamperWith005 = (db: Database) =>
  db.query(`update schema_migrations set checksum = $1 where id = '005_bookings'`, [
    '0'.repeat(64),
  ]);

/** Today's database (on PostgreSQL a test database starts empty; the PGlite one is migrated). */
async function migratedDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await migrate(database.db);
  return database;
}

describe('the applied migrations must be this build’s files', () => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  const start = () =>
    startPaddock(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
      db: database.db,
      clock: new ManualClock('2025-05-01T09:00:00+01:00'),
      webRoot: null,
      startJobs: false,
    });

  async function refusalLine(): Promise<string> {
    const error = await start().then(
      async (paddock) => {
        await paddock.close();
        return null;
      },
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(MigrationsDifferError);
    return startupErrorLine(error, null);
  }

  const appliedIds = async () =>
    (await database.db.query<{ id: string }>('select id from schema_migrations order by id')).map(
      (row) => row.id,
    );

  it('When the database has a migration this build does not know, then start-up stops with one line naming it and changes nothing', async () => {
    database = await migratedDatabase();
    await addNewerMigration(database.db);
    expect(await refusalLine()).toBe(UNKNOWN_LINE);
    expect(await appliedIds()).toEqual([...migrations.map((m) => m.id), NEWER].sort());
  });

  it('When an applied migration’s recorded checksum differs from its file, then start-up stops with one line naming it', async () => {
    database = await migratedDatabase();
    await tamperWith005(database.db);
    expect(await refusalLine()).toBe(CHANGED_LINE);
  });

  it('When a migration was renamed and one is still to apply, then nothing of it is applied', async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(database.db, migrations.slice(0, 16));
    await database.db.query(
      `update schema_migrations set id = '016_renamed' where id = '016_admin_reads'`,
    );
    expect(await refusalLine()).toContain('migration 016_renamed applied');
    const [settings] = await database.db.query<{ made: boolean }>(
      "select to_regclass('settings_version') is not null as made",
    );
    expect(settings?.made).toBe(false);
  });

  it('When today’s database starts, then it serves', async () => {
    database = await migratedDatabase();
    const paddock = await start();
    try {
      expect((await paddock.app.inject({ url: '/api/park' })).statusCode).toBe(200);
    } finally {
      await paddock.close();
    }
  });

  it('When the database was migrated before checksums were kept, then it starts and each migration gets its file’s checksum', async () => {
    database = await migratedDatabase();
    await database.db.exec('alter table schema_migrations drop column checksum');
    const paddock = await start();
    await paddock.close();
    const rows = await database.db.query<{ id: string; checksum: string }>(
      'select id, checksum from schema_migrations order by id',
    );
    expect(rows).toEqual(migrations.map((m) => ({ id: m.id, checksum: migrationChecksum(m) })));
  });
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the built programs to its end. */
function run(appRoot: string, program: string, args: string[], env: Record<string, string>) {
  return new Promise<Exit>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(appRoot, 'dist/server', program), ...args], {
      cwd: appRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        LOG_LEVEL: 'warn',
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the built server and command line', () => {
  let built: ReturnType<typeof buildServerAside>;
  let postgres: FreshPostgres | null = null;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    built = buildServerAside();
    dataDir = mkdtempSync(path.join(tmpdir(), 'paddock-migration-checks-'));
    // The run's own database: a PostgreSQL database of its own, or an embedded one in DATA_DIR.
    if (testDatabaseKind() === 'postgres') {
      postgres = await freshPostgres('paddock_migrations');
      env = { DATABASE_URL: postgres.url() };
    } else {
      env = { DATA_DIR: path.join(dataDir, 'data') };
    }
    const db = await openDatabase({
      databaseUrl: env.DATABASE_URL ?? null,
      dataDir: path.join(dataDir, 'data'),
    });
    try {
      await migrate(db);
      await addNewerMigration(db);
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(async () => {
    await postgres?.drop();
    built?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('When the server starts on a database with a newer migration, then it exits 1 having printed that one line', async () => {
    const exit = await run(built.appRoot, 'main.js', [], env);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(`${UNKNOWN_LINE}\n`);
  });

  it('When the command line opens it, then it refuses with the same line', async () => {
    const exit = await run(built.appRoot, 'cli.js', ['park', 'show'], env);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(`${UNKNOWN_LINE}\n`);
    expect(exit.stdout).toBe('');
  });
});
