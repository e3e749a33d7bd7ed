import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DatabaseUnavailableError } from '../../src/server/db/database';
import { openPglite, type PgliteDatabase } from '../../src/server/db/pglite';
import { startTestAppWithBuild } from '../support/fakeBuild';
import type { TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

/** A statement that keeps the database busy for a couple of seconds, reading nothing. */
const SLOW_STATEMENT = 'select count(*) from generate_series(1, 8000000) g where g % 7 = 3';

// On PostgreSQL the statement runs in another process anyway; this is about the embedded one.
describe.runIf(testDatabaseKind() === 'pglite')('the embedded database and the server', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('When one statement keeps the embedded database busy, then /ping and a static file are answered before it finishes', async () => {
    t = await startTestAppWithBuild();
    const started = performance.now();
    const finished: { what: string; ms: number }[] = [];
    const note =
      (what: string) =>
      <T>(value: T) => {
        finished.push({ what, ms: Math.round(performance.now() - started) });
        return value;
      };

    const slow = t.database.db.exec(SLOW_STATEMENT).then(note('slow statement'));
    // A moment for the statement to begin: on the server's own thread it would hold even this.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [ping, file] = await Promise.all([
      t.app.inject({ url: '/ping' }).then(note('/ping')),
      t.app.inject({ url: '/assets/index-Ab12Cd34.js' }).then(note('static file')),
    ]);
    await slow;

    console.log(
      `embedded database busy: ${finished.map(({ what, ms }) => `${what} at ${ms} ms`).join(', ')}`,
    );
    expect(ping.statusCode).toBe(200);
    expect(file.statusCode).toBe(200);
    expect(finished.map(({ what }) => what).at(-1)).toBe('slow statement');
  });

  describe('on its own thread', () => {
    let db: PgliteDatabase;
    afterEach(() => db.close());

    /** The run's migrated database, with waits short enough for a test to see them end. */
    const open = async () => {
      db = await openPglite(null, {
        startFrom: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
        timeouts: { acquireMs: 300, statementMs: 300 },
      });
      return db;
    };

    it('When values of every kind go in and come back, then they are what they were on the server thread', async () => {
      await open();
      const bytes = Buffer.from([0, 1, 254, 255]);
      const at = new Date('2025-05-01T08:00:00Z');
      const [row] = await db.query<Record<string, unknown>>(
        `select $1::bytea as bytes, $2::timestamptz as at, 9007199254740991::int8 as big,
                '2025-05-01'::date as day, $3::jsonb as json, 1.5::numeric as exact`,
        [bytes, at, JSON.stringify({ dogs: [1, 2] })],
      );
      expect(row).toEqual({
        bytes: new Uint8Array(bytes),
        at,
        big: 9007199254740991,
        day: '2025-05-01',
        json: { dogs: [1, 2] },
        exact: '1.5',
      });
    });

    it('When a statement breaks a rule, then its error carries the Postgres code and fields callers check', async () => {
      await open();
      await db.exec('create table thread_probe (id int primary key)');
      await db.query('insert into thread_probe values (1)');
      await expect(db.query('insert into thread_probe values (1)')).rejects.toMatchObject({
        code: '23505',
        constraint: 'thread_probe_pkey',
        message: expect.stringContaining('duplicate key'),
      });
      await expect(
        db.transaction((tx) => tx.query('insert into thread_probe values (1)')),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('When a transaction gives up waiting for its turn, then its work never happens later', async () => {
      await open();
      await db.exec('create table thread_probe (id int)');
      let letGo: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      const holding = db.transaction(async (tx) => {
        await tx.query('insert into thread_probe values (1)');
        await released;
      });
      let ran = false;
      const waiting = db.transaction(async (tx) => {
        ran = true;
        await tx.query('insert into thread_probe values (2)');
      });
      await expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError);
      letGo();
      await holding;
      expect(await db.query('select id from thread_probe')).toEqual([{ id: 1 }]);
      expect(ran).toBe(false);
    });

    it('When a statement takes longer than its limit, then the caller is told the database is unavailable, and later statements still run', async () => {
      await open();
      await expect(db.query(SLOW_STATEMENT)).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await db.exec('select 1');
      expect(await db.query('select 2 as two')).toEqual([{ two: 2 }]);
    });

    it('When it is closed, then every later call is told the database is unavailable', async () => {
      await open();
      await db.close();
      await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction(async () => {})).rejects.toBeInstanceOf(DatabaseUnavailableError);
    });
  });
});
