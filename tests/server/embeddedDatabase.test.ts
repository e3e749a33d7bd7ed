import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initialDatabaseName, makeInitialDatabase } from '../../src/server/db/initialDatabase';
import { migrations } from '../../src/server/db/migrations';
import { openDatabase } from '../../src/server/db/open';
import { startPaddock } from '../../src/server/paddock';
import { loadConfig } from '../../src/server/platform/config';
import { testDatabaseKind } from '../support/testDatabase';

const LOCK_MODULE = path.resolve(import.meta.dirname, '../../src/server/db/dataDirLock.ts');

/** A process that locks DATA_DIR through the real lock, says so, and runs until it is killed. */
const HOLD_LOCK = `
const [modulePath, dataDir] = process.argv.slice(1);
const { lockDataDir } = await import(modulePath);
await lockDataDir(dataDir, 0);
process.stdout.write('locked');
setInterval(() => {}, 60_000);
`;

// These are about the embedded database kept in DATA_DIR; the PostgreSQL run has none.
describe.runIf(testDatabaseKind() === 'pglite')('the embedded database in DATA_DIR', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'paddock-data-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });

  it('When the app starts with no DATA_DIR folder, then it creates it; when it starts again, the data is still there', async () => {
    const first = await startPaddock(config(), { webRoot: null, startJobs: false });
    await first.db.query(`update park_settings set name = 'Renamed Field'`);
    await first.close();

    const second = await startPaddock(config(), { webRoot: null, startJobs: false });
    try {
      const response = await second.app.inject({ url: '/api/park' });
      expect(response.json().park.name).toBe('Renamed Field');
    } finally {
      await second.close();
    }
  });

  it('When a second process opens the same DATA_DIR, then it stops with a clear message instead of sharing it', async () => {
    const first = await startPaddock(config(), { webRoot: null, startJobs: false });
    try {
      await expect(startPaddock(config(), { webRoot: null, startJobs: false })).rejects.toThrow(
        /DATA_DIR .* is in use by another Paddock process \(pid \d+\)/,
      );
    } finally {
      await first.close();
    }
  });

  it('When a crashed process left its lock behind, then the next start takes over', async () => {
    const first = await startPaddock(config(), { webRoot: null, startJobs: false });
    await first.close();
    // A pid far above any real one stands for a process that has died.
    writeFileSync(path.join(dataDir, 'paddock.lock'), '999999999');
    const next = await startPaddock(config(), { webRoot: null, startJobs: false });
    await next.close();
  });

  describe('a start just after the last process was killed', () => {
    let holder: ChildProcess | null = null;
    afterEach(() => {
      holder?.kill('SIGKILL');
      holder = null;
    });

    /** Another process that takes DATA_DIR's lock as a server does; resolves once it holds it. */
    async function lockHolder(): Promise<ChildProcess> {
      mkdirSync(dataDir, { recursive: true });
      const child = spawn(
        process.execPath,
        ['--input-type=module', '-e', HOLD_LOCK, LOCK_MODULE, dataDir],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      holder = child;
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('locked')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
      });
      return child;
    }

    it('When the process holding DATA_DIR is killed just as the next start begins, then the start waits for it to end and opens the database', async () => {
      const child = await lockHolder();
      const gone = new Promise((resolve) => child.once('exit', resolve));
      // The start finds the lock's process alive, then it is killed, as kill -9 before a restart.
      const opening = openDatabase({ databaseUrl: null, dataDir });
      // Awaited below: a refusal is reported there, not as an unhandled rejection meanwhile.
      opening.catch(() => {});
      child.kill('SIGKILL');
      await gone;
      const db = await opening;
      try {
        const [row] = await db.query<{ one: number }>('select 1 as one');
        expect(row?.one).toBe(1);
      } finally {
        await db.close();
      }
    });

    it('When the process holding DATA_DIR keeps running, then the start is refused once the wait is over, saying it is in use', async () => {
      const child = await lockHolder();
      await expect(openDatabase({ databaseUrl: null, dataDir, lockWaitMs: 300 })).rejects.toThrow(
        new RegExp(`DATA_DIR .* is in use by another Paddock process \\(pid ${child.pid}\\)`),
      );
      expect(child.exitCode).toBeNull();
    });

    it.runIf(existsSync('/proc/self/stat'))(
      'When the lock names a running process that started after the lock was written (its pid reused), then the start takes over at once',
      async () => {
        mkdirSync(dataDir, { recursive: true });
        // The test runner's parent runs; its start time is not 1 tick after boot.
        writeFileSync(path.join(dataDir, 'paddock.lock'), `${process.ppid} 1`);
        const db = await openDatabase({ databaseUrl: null, dataDir, lockWaitMs: 0 });
        await db.close();
      },
    );
  });

  describe("the build's ready-made database", () => {
    let made: string;
    beforeAll(async () => {
      made = await makeInitialDatabase(mkdtempSync(path.join(tmpdir(), 'paddock-initial-')));
    });
    afterAll(() => rmSync(path.dirname(made), { recursive: true, force: true }));

    /** Whether the database came with today's migrations applied, before any migration ran. */
    async function openedMigrated(initialDatabaseDir: string): Promise<boolean> {
      const db = await openDatabase({ databaseUrl: null, dataDir, initialDatabaseDir });
      try {
        const [table] = await db.query<{ name: string | null }>(
          `select to_regclass('schema_migrations')::text as name`,
        );
        if (!table?.name) return false;
        const [row] = await db.query<{ applied: number }>(
          'select count(*)::int as applied from schema_migrations',
        );
        return row?.applied === migrations.length;
      } finally {
        await db.close();
      }
    }

    it('When DATA_DIR is empty and the build left a database for today’s migrations, then the first start begins from a copy of it', async () => {
      expect(await openedMigrated(path.dirname(made))).toBe(true);
    });

    /** What Postgres says of a setting, on DATA_DIR opened as the server opens it. */
    async function settingOnOpen(name: string): Promise<string | undefined> {
      const db = await openDatabase({
        databaseUrl: null,
        dataDir,
        initialDatabaseDir: path.dirname(made),
      });
      try {
        const [row] = await db.query<{ value: string }>('select current_setting($1) as value', [
          name,
        ]);
        return row?.value;
      } finally {
        await db.close();
      }
    }

    it('When the embedded database opens, from the ready-made copy or again later, then Postgres keeps a 16 MB cache in its memory, not its 128 MB default', async () => {
      expect(await settingOnOpen('shared_buffers')).toBe('16MB');
      expect(await settingOnOpen('shared_buffers')).toBe('16MB');
    });

    it('When the database the build left was made for other migrations, then it is not taken', async () => {
      const stale = mkdtempSync(path.join(tmpdir(), 'paddock-stale-'));
      copyFileSync(made, path.join(stale, initialDatabaseName(migrations.slice(0, -1))));
      try {
        expect(await openedMigrated(stale)).toBe(false);
      } finally {
        rmSync(stale, { recursive: true, force: true });
      }
    });
  });
});
