import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RevenueResponse } from '../../src/contract/admin';
import type { ParkResponse } from '../../src/contract/park';
import type { AdminPhotos } from '../../src/contract/photos';
import { BackupFileError } from '../../src/server/backup/backupFormat';
import { onPath } from '../../src/server/backup/pgDump';
import { RestoreRefusedError, restoreBackup } from '../../src/server/backup/restoreBackup';
import { writeBackup } from '../../src/server/backup/writeBackup';
import { runBackupCommand } from '../../src/server/cli/backupCommands';
import { runParkCommand } from '../../src/server/cli/parkCommands';
import type { Database } from '../../src/server/db/database';
import { lockDataDir } from '../../src/server/db/dataDirLock';
import { migrate } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { startPaddock } from '../../src/server/paddock';
import { loadConfig } from '../../src/server/platform/config';
import { addDiscount, BOOKING_DAY, slot } from '../support/bookings';
import { signedInAs, TestBrowser } from '../support/browser';
import { freshPostgres } from '../support/freshPostgres';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/testDatabase';

/**
 * Every table as row count and a hash of its rows as text (in one fixed time zone, so that
 * PGlite and PostgreSQL write the same text). The migrations' record is compared by its ids:
 * a restore applies them anew, at a new time.
 */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local timezone = 'UTC'; set local datestyle = 'ISO, YMD'`);
    const tables = await tx.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r' order by 1`,
    );
    const prints: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] =
        name === 'schema_migrations'
          ? await tx.query<{ print: string }>(
              `select string_agg(id, ',' order by id) as print from schema_migrations`,
            )
          : await tx.query<{ print: string }>(
              `select count(*) || ' ' || md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as print
                 from "${name}" x`,
            );
      prints[name] = row?.print ?? '';
    }
    return prints;
  });
}

const rowsOf = (print: Record<string, string>, table: string) =>
  Number.parseInt(print[table] ?? '0', 10);

/** A photo as a phone might send it, uploaded as the admin page does. */
async function uploadPhoto(t: TestApp, owner: TestBrowser, alt: string): Promise<void> {
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 80, g: 140, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'field.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/photos',
    remoteAddress: owner.ip,
    headers: {
      origin: t.config.publicUrl,
      'content-type': request.headers.get('content-type') ?? '',
      cookie: owner.cookie ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Whether the database was never migrated: a failed restore must leave it so. */
async function untouched(db: Database): Promise<boolean> {
  const [row] = await db.query<{ none: boolean }>(
    `select to_regclass('schema_migrations') is null as none`,
  );
  return row?.none === true;
}

const configFor = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
const now = new Date('2025-05-01T08:00:00Z');

/**
 * A new embedded database (initdb, then every migration) takes seconds, and many more on a
 * loaded machine: the tests that make one have this long.
 */
const NEW_PGLITE_MS = 120_000;

/** The error a command ended with (its message is what the person at the keyboard reads). */
const failure = (work: Promise<string>) =>
  work.then(
    (line) => new Error(`it succeeded: ${line}`),
    (error: Error) => error,
  );

describe('backups', () => {
  let t: TestApp;
  let owner: TestBrowser;
  let dir: string;
  let backupFile: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'paddock-backup-'));
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
    const a = await signedInAs(t, 'customer');
    const b = await signedInAs(t, 'customer');
    await addDiscount(t, { code: 'SPRING', percent: 10, maxUsage: 5 });
    await bookAndPay(a, { ...slot('09:00', 60, '5-6'), discountCode: 'SPRING' });
    await bookAndPay(a, slot('11:00', 30, '7-8'));
    const refunded = await bookAndPay(b, slot('13:00', 60, '1-4'));
    const cancelled = await b.post(`/api/bookings/${refunded}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await b.post('/api/bookings', slot('15:00', 60, '7-8'))).statusCode).toBe(201);
    const manual = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '17:00',
      dogs: 2,
      minutes: 30,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    await uploadPhoto(t, owner, 'The field in spring');
    await runParkCommand(t.database.db, ['set', 'name', 'Backup Meadow'], t.clock.now());

    // While the app goes on answering, the backup is taken.
    const [summary] = await Promise.all([
      writeBackup(t.database.db, path.join(dir, 'park.backup.gz'), t.clock.now()),
      owner.get('/api/admin/revenue?month=2025-05'),
      owner.get('/api/admin/photos'),
    ]);
    backupFile = summary.file;
    before = await fingerprint(t.database.db);
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('When a park is backed up, then the file holds bookings, payments, refunds, photos, e-mails and settings', () => {
    for (const table of [
      'bookings',
      'payments',
      'refunds',
      'photos',
      'photo_renditions',
      'email_outbox',
      'users',
      'sessions',
      'discounts',
    ]) {
      expect(rowsOf(before, table), table).toBeGreaterThan(0);
    }
    // Nothing but the finished file is left in its folder.
    expect(readdirSync(dir)).toEqual(['park.backup.gz']);
  });

  it('When it is restored into an empty database, then every table holds the same rows and the app shows the same totals, photos and settings', async () => {
    const target = await createTestDatabase({ empty: true });
    try {
      const restored = await restoreBackup(target.db, backupFile);
      expect(restored.migratedAfter).toEqual([]);
      expect(await fingerprint(target.db)).toEqual(before);

      const paddock = await startPaddock(t.config, {
        db: target.db,
        clock: t.clock,
        webRoot: null,
        startJobs: false,
        settingsCheckMs: 0,
      });
      try {
        // The owner's session came back with the rest: the same browser signs in to both.
        const there = new TestBrowser({ app: paddock.app, config: t.config }, owner.ip);
        for (const [name, value] of owner.cookies) there.cookies.set(name, value);
        for (const url of [
          '/api/admin/revenue?month=2025-05',
          '/api/admin/revenue?month=2025-06',
        ]) {
          const here = (await owner.get(url)).json<RevenueResponse>();
          expect((await there.get(url)).json<RevenueResponse>()).toEqual(here);
          expect(here.totalBookings).toBeGreaterThan(0);
        }
        const photos = (await there.get('/api/admin/photos')).json<AdminPhotos>();
        expect(photos).toEqual((await owner.get('/api/admin/photos')).json<AdminPhotos>());
        expect(photos.photos.map((photo) => photo.alt)).toEqual(['The field in spring']);
        const { park } = (await there.get('/api/park')).json<ParkResponse>();
        expect(park.name).toBe('Backup Meadow');
      } finally {
        await paddock.close();
      }
    } finally {
      await target.dispose();
    }
  });

  it('When a booking is made after the backup, then the restore does not hold it', async () => {
    const late = await signedInAs(t, 'customer');
    await bookAndPay(late, slot('19:00', 30, '1-4'));
    const target = await createTestDatabase({ empty: true });
    try {
      await restoreBackup(target.db, backupFile);
      const restored = await fingerprint(target.db);
      expect(rowsOf(restored, 'bookings')).toBe(rowsOf(before, 'bookings'));
      expect(rowsOf(await fingerprint(t.database.db), 'bookings')).toBe(
        rowsOf(before, 'bookings') + 1,
      );
    } finally {
      await target.dispose();
    }
  });

  it('When the database already holds Paddock data, then restore refuses in one line and changes nothing', async () => {
    const now = await fingerprint(t.database.db);
    const refusal = await restoreBackup(t.database.db, backupFile).catch((error) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect(refusal.message).toMatch(
      /^Refusing to restore: .*empty database.*nothing was changed\.$/,
    );
    expect(refusal.message).not.toContain('\n');
    expect(await fingerprint(t.database.db)).toEqual(now);

    // A database the app has only migrated is not empty either: it holds the park's defaults.
    const migrated = await createTestDatabase();
    try {
      await migrate(migrated.db);
      const print = await fingerprint(migrated.db);
      await expect(restoreBackup(migrated.db, backupFile)).rejects.toThrow(RestoreRefusedError);
      expect(await fingerprint(migrated.db)).toEqual(print);
    } finally {
      await migrated.dispose();
    }
  });

  // Only PostgreSQL lets other transactions write while the backup's runs: the embedded
  // database runs one transaction at a time, so there nothing can land in the middle.
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'When rows are written while the backup runs, then it holds each transaction whole or not at all',
    async () => {
      const source = await createTestDatabase();
      const target = await createTestDatabase({ empty: true });
      try {
        await migrate(source.db);
        // Each transaction writes a row into a table the backup reads early and one it reads
        // late: a backup reading each table at its own moment would hold more of the second.
        let writing = true;
        let written = 0;
        const writer = (async () => {
          while (writing) {
            written += 1;
            const key = `written-${String(written).padStart(6, '0')}`;
            await source.db.transaction(async (tx) => {
              await tx.query('insert into app_secrets (name, value) values ($1, $2)', [key, 'x']);
              await tx.query(
                'insert into rate_limits (key, hits, window_ends_at) values ($1, 1, now())',
                [key],
              );
            });
          }
        })();
        const file = path.join(dir, 'while-writing.backup.gz');
        try {
          await writeBackup(source.db, file, now);
        } finally {
          writing = false;
          await writer;
        }
        await restoreBackup(target.db, file);
        const secrets = await target.db.query<{ key: string }>(
          `select name as key from app_secrets where name like 'written-%' order by 1`,
        );
        const limits = await target.db.query<{ key: string }>(
          `select key from rate_limits where key like 'written-%' order by 1`,
        );
        expect(limits).toEqual(secrets);
        expect(secrets.length).toBeLessThanOrEqual(written);
      } finally {
        await source.dispose();
        await target.dispose();
      }
    },
  );

  it(
    'When a backup from an older Paddock is restored, then it is loaded at its own migrations and the newer ones run over it',
    async () => {
      const old = await createTestDatabase({ empty: true });
      const target = await createTestDatabase({ empty: true });
      try {
        // As release 015 left a park: before 016's paid-bookings counts and 017's settings version.
        const upTo015 = migrations.slice(
          0,
          migrations.findIndex((m) => m.id === '016_admin_reads'),
        );
        await migrate(old.db, upTo015);
        await old.db.query(`update park_settings set name = 'Old Meadow'`);
        const file = path.join(dir, 'old.backup.gz');
        await writeBackup(old.db, file, now);

        const restored = await restoreBackup(target.db, file);
        expect(restored.restoredAt).toBe('015_account_safety');
        expect(restored.migratedAfter).toEqual(migrations.slice(upTo015.length).map((m) => m.id));
        const [park] = await target.db.query<{ name: string }>('select name from park_settings');
        expect(park?.name).toBe('Old Meadow');
        expect(await migrate(target.db)).toEqual([]);
      } finally {
        await old.dispose();
        await target.dispose();
      }
    },
    NEW_PGLITE_MS,
  );

  describe('When the file is not a whole backup, then restore says what is wrong and the database stays empty', () => {
    let target: TestDatabase;
    beforeAll(async () => {
      target = await createTestDatabase({ empty: true });
    });
    afterAll(() => target.dispose());

    const broken = (name: string, bytes: Buffer) => {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      return file;
    };

    it.each([
      ['cut short', () => readFileSync(backupFile).subarray(0, 2_000), /damaged or incomplete/],
      ['random bytes', () => randomBytes(4_000), /is not a Paddock backup/],
      ['gzip of something else', () => gzipSync('hello\n'), /is not a Paddock backup/],
      [
        'missing its last line',
        () => {
          const lines = gunzipSync(readFileSync(backupFile)).toString().trimEnd().split('\n');
          return gzipSync(`${lines.slice(0, -1).join('\n')}\n`);
        },
        /stops before its end/,
      ],
      [
        'from a newer Paddock',
        () => {
          const [first = '', ...rest] = gunzipSync(readFileSync(backupFile)).toString().split('\n');
          const header = JSON.parse(first);
          header.migrations.push('999_from_the_future');
          return gzipSync([JSON.stringify(header), ...rest].join('\n'));
        },
        /made by a newer or different Paddock \(its migration 999_from_the_future/,
      ],
      [
        'a row dropped',
        () => {
          const lines = gunzipSync(readFileSync(backupFile)).toString().split('\n');
          const row = lines.findIndex((line) => line.startsWith('['));
          return gzipSync(lines.filter((_, index) => index !== row).join('\n'));
        },
        /damaged or incomplete/,
      ],
    ])('%s', async (name, bytes, message) => {
      const file = broken(`${name.replaceAll(' ', '-')}.gz`, bytes());
      const error = await restoreBackup(target.db, file).catch((caught) => caught);
      expect(error).toBeInstanceOf(BackupFileError);
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain('\n');
      expect(await untouched(target.db)).toBe(true);
    });

    it('and a backup of a database never migrated is refused, leaving no file behind', async () => {
      const file = path.join(dir, 'nothing.backup.gz');
      await expect(writeBackup(target.db, file, t.clock.now())).rejects.toThrow(
        /nothing to back up/,
      );
      expect(existsSync(file)).toBe(false);
      expect(readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);
    });
  });

  // Across databases: the owner moving from the embedded database to PostgreSQL (or back).
  // The PGlite run restores into PostgreSQL, so it is skipped when no PostgreSQL server is
  // offered; the PostgreSQL run restores into a new in-memory PGlite.
  it.skipIf(testDatabaseKind() === 'pglite' && !process.env.TEST_DATABASE_URL)(
    'When a backup is restored into the other kind of database, then every table holds the same rows',
    async () => {
      if (t.database.kind === 'pglite') {
        const server = await freshPostgres('paddock_backup');
        const db = openPostgres(server.url());
        try {
          await restoreBackup(db, backupFile);
          expect(await fingerprint(db)).toEqual(before);
        } finally {
          await db.close();
          await server.drop();
        }
      } else {
        const db = await openPglite(null);
        try {
          await restoreBackup(db, backupFile);
          expect(await fingerprint(db)).toEqual(before);
        } finally {
          await db.close();
        }
      }
    },
    NEW_PGLITE_MS,
  );
});

describe('the backup commands', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'paddock-backup-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('When the embedded database is open in a running server, then backup and restore say in one line to stop it first', async () => {
    const dataDir = path.join(dir, 'busy');
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const config = configFor({ DATA_DIR: dataDir });
    // Held by this process, as the server holds it: opening it again is refused the same way.
    const release = await lockDataDir(dataDir);
    try {
      const backup = await failure(
        runBackupCommand('backup', [path.join(dir, 'busy.gz')], config, now),
      );
      expect(backup.message).toMatch(
        /open in a running Paddock.*stop the server, back up, then start it again/,
      );
      expect(backup.message).not.toContain('\n');
      expect(existsSync(path.join(dir, 'busy.gz'))).toBe(false);
    } finally {
      release();
    }
  });

  it('When there is no embedded database in DATA_DIR and no DATABASE_URL, then backup says in one line that it needs one or the other and writes nothing', async () => {
    const dataDir = path.join(dir, 'nothing-here');
    const file = path.join(dir, 'nothing.backup');
    const backup = await failure(
      runBackupCommand('backup', [file], configFor({ DATA_DIR: dataDir }), now),
    );
    expect(backup.message).toBe(
      `There is no embedded database in DATA_DIR ${dataDir} to back up, and DATABASE_URL is not set. On PostgreSQL, run the command with the server's settings loaded (e.g. set -a; . /etc/paddock/paddock.env; set +a); on the embedded database, set DATA_DIR to the server's.`,
    );
    expect(existsSync(file)).toBe(false);
  });

  // The embedded database on disk, as the command line finds it in DATA_DIR; the run's
  // migrated template (pgliteTemplate.setup.ts) exists only in the PGlite run.
  it.skipIf(testDatabaseKind() !== 'pglite')(
    'When the embedded database is backed up and restored into an empty DATA_DIR, then the park is the same and a second restore is refused',
    async () => {
      const from = path.join(dir, 'from');
      const seed = await openPglite(path.join(from, 'db'), {
        startFrom: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
      });
      await runParkCommand(seed, ['set', 'name', 'Disk Meadow'], now);
      const print = await fingerprint(seed);
      await seed.close();

      const file = path.join(dir, 'disk.backup.gz');
      expect(await runBackupCommand('backup', [file], configFor({ DATA_DIR: from }), now)).toMatch(
        /^Backed up \d+ tables, \d+ rows to .*disk\.backup\.gz \(\d+(\.\d)? [kM]B\)\.$/,
      );
      const to = configFor({ DATA_DIR: path.join(dir, 'to') });
      expect(await runBackupCommand('restore', [file], to, now)).toMatch(/^Restored \d+ tables/);
      const again = await failure(runBackupCommand('restore', [file], to, now));
      expect(again.message).toMatch(/^Refusing to restore/);

      const restored = await openPglite(path.join(dir, 'to', 'db'));
      try {
        expect(await fingerprint(restored)).toEqual(print);
      } finally {
        await restored.close();
      }
    },
    NEW_PGLITE_MS,
  );
});

// pg_dump is PostgreSQL's own tool: only the PostgreSQL run has a server for it, and only a
// machine with the client installed can run it (the CI image has postgresql-client).
describe.skipIf(testDatabaseKind() !== 'postgres')('the backup commands on PostgreSQL', () => {
  let dir: string;
  let source: TestDatabase;
  let print: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'paddock-backup-pg-'));
    source = await createTestDatabase();
    await migrate(source.db);
    await runParkCommand(source.db, ['set', 'name', 'Server Meadow'], now);
    print = await fingerprint(source.db);
  });
  afterAll(async () => {
    await source?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['the logical backup', [] as string[]],
    ['pg_dump', ['--pg-dump']],
  ])(
    'When %s is taken and restored into a new database, then it holds the same rows; a second restore is refused',
    async (_name, flags) => {
      if (flags.length > 0 && !(await onPath('pg_dump'))) {
        console.log('skipped: pg_dump is not installed (apt-get install postgresql-client)');
        return;
      }
      const file = path.join(dir, `server-${flags.length}.backup`);
      const url = source.url ?? '';
      expect(
        await runBackupCommand('backup', [...flags, file], configFor({ DATABASE_URL: url }), now),
      ).toMatch(/^Backed up/);
      if (flags.length > 0) expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
      const target = await freshPostgres('paddock_restore');
      try {
        const config = configFor({ DATABASE_URL: target.url() });
        expect(await runBackupCommand('restore', [file], config, now)).toMatch(/^Restored/);
        const again = await failure(runBackupCommand('restore', [file], config, now));
        expect(again.message).toMatch(/^Refusing to restore/);
        const db = openPostgres(target.url());
        try {
          expect(await fingerprint(db)).toEqual(print);
        } finally {
          await db.close();
        }
      } finally {
        await target.drop();
      }
    },
  );
});
