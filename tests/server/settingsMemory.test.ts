import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParkResponse } from '../../src/contract/park';
import type { AdminSettings, SaveResult } from '../../src/contract/settings';
import { runParkCommand } from '../../src/server/cli/parkCommands';
import { DatabaseUnavailableError } from '../../src/server/db/database';
import { startPaddock } from '../../src/server/paddock';
import { readPublicPark } from '../../src/server/park/parkSql';
import { loadConfig } from '../../src/server/platform/config';
import { signedInAs } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

const FIRST_NAME = 'Meadow Paddock Dog Field';
const NEW_NAME = 'Hilltop Hounds Field';

/** Asks until `seen` holds; answers how long that took, or fails after five seconds. */
async function msUntil(seen: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  await vi.waitFor(async () => expect(await seen(), 'never seen within 5 s').toBe(true), {
    timeout: 5_000,
    interval: 50,
  });
  return performance.now() - started;
}

describe("the park's settings kept in memory", () => {
  let t: TestApp;
  afterEach(() => t.close());

  const parkOf = async (app: TestApp['app']) =>
    (await app.inject({ url: '/api/park' })).json<ParkResponse>().park;

  it('When the settings were read once and the database then stops answering, then the park and its texts still come, from memory', async () => {
    t = await startTestApp({ settingsCheckMs: 60_000 });
    expect((await parkOf(t.app)).name).toBe(FIRST_NAME);
    const about = await t.app.inject({ url: '/api/texts/about' });
    const faq = await t.app.inject({ url: '/api/faq' });
    const stall = await t.database.stall();
    try {
      const park = await t.app.inject({ url: '/api/park' });
      expect(park.statusCode).toBe(200);
      expect(park.json<ParkResponse>().park.name).toBe(FIRST_NAME);
      for (const [before, url] of [
        [about, '/api/texts/about'],
        [faq, '/api/faq'],
      ] as const) {
        const again = await t.app.inject({ url });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(before.json());
      }
    } finally {
      await stall.resume();
    }
  });

  it('When a write fails because the database stopped answering, then the park still comes from memory', async () => {
    t = await startTestApp({ settingsCheckMs: 60_000 });
    expect((await parkOf(t.app)).name).toBe(FIRST_NAME);
    const stall = await t.database.stall();
    try {
      // As the outbox and the jobs keep trying to write while the database is away.
      await expect(
        t.paddock.db.query("update email_outbox set attempts = attempts where status = 'pending'"),
      ).rejects.toThrow(DatabaseUnavailableError);
      const park = await t.app.inject({ url: '/api/park' });
      expect(park.statusCode).toBe(200);
      expect(park.json<ParkResponse>().park.name).toBe(FIRST_NAME);
    } finally {
      await stall.resume();
    }
  });

  it('When this instance wrote and the database then stops answering, then the park comes from memory as last read', async () => {
    t = await startTestApp({ settingsCheckMs: 60_000 });
    expect((await parkOf(t.app)).name).toBe(FIRST_NAME);
    await t.paddock.db.query(
      "update email_outbox set attempts = attempts where status = 'pending'",
    );
    const stall = await t.database.stall();
    try {
      const park = await t.app.inject({ url: '/api/park' });
      expect(park.statusCode).toBe(200);
      expect(park.json<ParkResponse>().park.name).toBe(FIRST_NAME);
    } finally {
      await stall.resume();
    }
  });

  it("When staff save a section through this instance, then the save's own answer and the very next one have it, long before its next check", async () => {
    t = await startTestApp({ settingsCheckMs: 60_000 });
    const owner = await signedInAs(t, 'super-admin');
    expect((await parkOf(t.app)).name).toBe(FIRST_NAME);
    const { park } = (await owner.get('/api/admin/settings')).json<AdminSettings>();
    const saved = await owner.post('/api/admin/settings/park', { ...park, name: NEW_NAME });
    const result = saved.json<SaveResult>();
    expect(result.saved && result.settings.park.name).toBe(NEW_NAME);
    expect((await parkOf(t.app)).name).toBe(NEW_NAME);
  });

  it('When the command line changes a setting behind a running instance, then the instance shows it within a second or so', async () => {
    t = await startTestApp({ settingsCheckMs: 1_000 });
    expect((await parkOf(t.app)).handoverMinutes).toBe(0);
    await runParkCommand(t.database.db, ['set', 'handover-minutes', '5'], t.clock.now());
    const ms = await msUntil(async () => (await parkOf(t.app)).handoverMinutes === 5);
    console.log(`a change behind the instance's back was shown after ${ms.toFixed(0)} ms`);
  });

  it('When a transaction changes the settings, then reads inside it see the change and reads outside see it only once committed', async () => {
    t = await startTestApp({ settingsCheckMs: 60_000 });
    const db = t.paddock.db;
    expect((await readPublicPark(db)).name).toBe(FIRST_NAME);
    const rolledBack = db.transaction(async (tx) => {
      await tx.query('update park_settings set name = $1 where id = 1', [NEW_NAME]);
      expect((await readPublicPark(tx)).name).toBe(NEW_NAME);
      expect((await readPublicPark(db)).name).toBe(FIRST_NAME);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect((await readPublicPark(db)).name).toBe(FIRST_NAME);
  });

  it('When a kept value is changed by mistake, then that throws instead of changing every later answer', async () => {
    t = await startTestApp({ settingsCheckMs: 60_000 });
    const park = await readPublicPark(t.paddock.db);
    expect(() => {
      (park as { name: string }).name = 'Oops';
    }).toThrow(TypeError);
    expect((await parkOf(t.app)).name).toBe(FIRST_NAME);
  });
});

// The embedded database is one process's alone; instances share a PostgreSQL database.
describe.runIf(testDatabaseKind() === 'postgres')('two app instances on one PostgreSQL', () => {
  it('When a change is saved through one, then the other shows it within a second or so', async () => {
    const t = await startTestApp();
    const other = await startPaddock(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.database.url ?? '' }),
      { clock: t.clock, webRoot: null, startJobs: false },
    );
    try {
      const owner = await signedInAs(t, 'super-admin');
      const asOther = async () =>
        (await other.app.inject({ url: '/api/park' })).json<ParkResponse>().park;
      expect((await asOther()).name).toBe(FIRST_NAME);
      const { park } = (await owner.get('/api/admin/settings')).json<AdminSettings>();
      await owner.post('/api/admin/settings/park', { ...park, name: NEW_NAME });
      const ms = await msUntil(async () => (await asOther()).name === NEW_NAME);
      console.log(`the other instance showed the change after ${ms.toFixed(0)} ms`);
    } finally {
      await other.close();
      await t.close();
    }
  });
});
