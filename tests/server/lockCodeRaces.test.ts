import { SeamHttp } from '@seamapi/http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '../../src/contract/bookings';
import { runLockCodes } from '../../src/server/access/lockCodeJob';
import { createSeamLockService } from '../../src/server/locks/seamLockService';
import { outboxFor, slot } from '../support/bookings';
import { signedInAs, TestBrowser } from '../support/browser';
import {
  type FakeSeam,
  recordingEndpoint,
  type SeamExchange,
  startFakeSeam,
} from '../support/fakeSeam';
import { type Booked, LOCK_PARK_START, type LockPark, lockPark } from '../support/lockPark';
import { secondInstance } from '../support/secondInstance';
import type { TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Issue 37, defect 5: a lock answering in about 700 ms (Seam's usual time) and two workers on
// one database. A booking is paid, moved, and cancelled 1.4 s after the move, while the job is
// still making the new time's code: the cancellation must win, and no booking may ever have
// two codes on the lock. On PostgreSQL the workers are two app instances; the embedded database
// has one instance, so its two workers are two runs of the job in that one process.

const SEAM_LATENCY_MS = 700;
/** The 20 (LOCK_RACE_ROUNDS, a multiple of AT_ONCE, for fewer while working on it). */
const ROUNDS = Number(process.env.LOCK_RACE_ROUNDS ?? 20);
/** Rounds run side by side, no more than the workers' lanes, so each move is taken up at once. */
const AT_ONCE = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same customer's browser, talking to another instance. */
function sameBrowserOn(t: TestApp, browser: TestBrowser): TestBrowser {
  const other = new TestBrowser(t, browser.ip);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

/** Runs `work` again and again, 50 ms apart, until stopped; keeps what it threw. */
function keepRunning(work: () => Promise<unknown>, failures: unknown[]) {
  let going = true;
  const runs = (async () => {
    while (going) {
      await work().catch((error: unknown) => failures.push(error));
      await sleep(50);
    }
  })();
  return async () => {
    going = false;
    await runs;
  };
}

/**
 * The most codes one booking had on the lock at once, replaying what the fake did in the
 * order it did it: a code is on the lock from the answer that made it to the one deleting it.
 */
function mostCodesAtOnce(exchanges: readonly SeamExchange[]): Map<string, number> {
  const live = new Map<string, string>();
  const most = new Map<string, number>();
  for (const exchange of exchanges) {
    if (exchange.status !== 200) continue;
    if (exchange.path === '/access_codes/create') {
      const made = exchange.answer?.access_code as { access_code_id: string; name: string };
      live.set(made.access_code_id, made.name);
      const held = [...live.values()].filter((name) => name === made.name).length;
      most.set(made.name, Math.max(most.get(made.name) ?? 0, held));
    } else if (exchange.path === '/access_codes/delete') {
      live.delete(String(exchange.body?.access_code_id));
    }
  }
  return most;
}

let fake: FakeSeam;
/** Seam's own client on the fake, to see what the lock holds. */
let seam: SeamHttp;
beforeAll(async () => {
  fake = await startFakeSeam();
  seam = SeamHttp.fromApiKey(fake.apiKey, { endpoint: fake.endpoint });
});
afterAll(() => fake?.stop());

/** The codes on the lock named for the booking, as the job names them. */
const onLock = async (bookingId: number, deviceId: string) =>
  (await seam.accessCodes.list({ device_id: deviceId })).filter(
    (code) => code.name === `Paddock booking ${bookingId}`,
  );

describe(`lock codes with a slow lock and two workers, on ${testDatabaseKind()}`, () => {
  let slow: Awaited<ReturnType<typeof recordingEndpoint>>;
  let park: LockPark;
  let other: TestApp | null = null;
  beforeAll(async () => {
    slow = await recordingEndpoint(fake, { delayMs: SEAM_LATENCY_MS });
    park = await lockPark({ endpoint: slow.endpoint, apiKey: fake.apiKey }, fake.devices.august1);
    if (testDatabaseKind() === 'postgres') other = await secondInstance(park.t);
  });
  afterAll(async () => {
    await other?.close();
    await park?.t.close();
    await slow?.close();
  });

  /** The second worker: the other instance's job, or a second run of it in this process. */
  async function secondWorker(): Promise<() => Promise<unknown>> {
    if (other) {
      const { lockCodes } = other.paddock;
      return () => lockCodes.runOnce();
    }
    const context = {
      ...park.t.paddock.context,
      locks: await createSeamLockService({ apiKey: fake.apiKey, endpoint: slow.endpoint }),
    };
    return () => runLockCodes(context);
  }

  const lockRow = async (bookingId: number) => {
    const [row] = await park.t.database.db.query<{ access_code_id: string | null; state: string }>(
      'select access_code_id, state from lock_codes where booking_id = $1',
      [bookingId],
    );
    return row;
  };

  /** Pay on one instance, wait for the code, move on the other, cancel 1.4 s later. */
  async function round(walker: TestBrowser, index: number): Promise<number> {
    const date = `2025-07-${String(index + 1).padStart(2, '0')}`;
    const id = await bookAndPay(walker, { ...slot('10:00', 60), date, fieldId: park.field.id });
    await vi.waitFor(
      async () => {
        const row = await lockRow(id);
        expect(row?.access_code_id && ['set', 'setting'].includes(row.state)).toBeTruthy();
      },
      { timeout: 30_000, interval: 50 },
    );
    const elsewhere = other ? sameBrowserOn(other, walker) : walker;
    const moved = await elsewhere.post(`/api/bookings/${id}/move`, { date, time: '12:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    await sleep(1_400);
    const cancelled = await walker.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return id;
  }

  it(`When ${ROUNDS} bookings are each paid, moved and cancelled 1.4 s after the move while two workers keep the lock, then no code is left on the lock and no booking ever had two`, async () => {
    const failures: unknown[] = [];
    const stops = [
      keepRunning(() => park.t.paddock.lockCodes.runOnce(), failures),
      keepRunning(await secondWorker(), failures),
    ];
    const walkers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => signedInAs(park.t, 'customer')),
    );
    const ids: number[] = [];
    try {
      for (let first = 0; first < ROUNDS; first += AT_ONCE) {
        const batch = walkers.map((walker, n) => round(walker, first + n));
        ids.push(...(await Promise.all(batch)));
      }
      // Every cancelled booking's row comes to rest: nothing due on the lock (the clock stands).
      await vi.waitFor(
        async () => {
          const [busy] = await park.t.database.db.query<{ n: number }>(
            `select count(*)::int as n from lock_codes
              where booking_id = any($1) and next_attempt_at <= $2`,
            [ids, park.t.clock.now()],
          );
          expect(busy?.n).toBe(0);
        },
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      for (const stop of stops) await stop();
    }

    const names = new Set(ids.map((id) => `Paddock booking ${id}`));
    const left = (await seam.accessCodes.list({ device_id: fake.devices.august1 })).filter(
      (code) => code.name !== null && names.has(code.name),
    );
    expect(left.map((code) => code.name)).toEqual([]);
    const setNotWanted = await park.t.database.db.query<{ booking_id: string }>(
      `select booking_id from lock_codes
        where booking_id = any($1) and not wanted and state in ('set', 'setting')`,
      [ids],
    );
    expect(setNotWanted).toEqual([]);
    const twice = [...mostCodesAtOnce(slow.answered)].filter(([, most]) => most > 1);
    expect(twice).toEqual([]);
    expect(failures).toEqual([]);
  }, 180_000);
});

describe(`a step of the lock job overtaken, on ${testDatabaseKind()}`, () => {
  let gate: Awaited<ReturnType<typeof recordingEndpoint>>;
  let park: LockPark;
  beforeAll(async () => {
    gate = await recordingEndpoint(fake);
    park = await lockPark({ endpoint: gate.endpoint, apiKey: fake.apiKey }, fake.devices.august2);
  });
  afterAll(async () => {
    await park?.t.close();
    await gate?.close();
  });
  afterEach(() => park.t.clock.set(LOCK_PARK_START));

  const codesOf = (bookingId: number) => onLock(bookingId, fake.devices.august2);
  const gateCodeOf = async (booked: Booked) =>
    (await booked.walker.get(`/api/bookings/${booked.id}`)).json<BookingView>().gateCode;
  /** The codes the customer was e-mailed as theirs. */
  const codesSentTo = async (booked: Booked) =>
    (await outboxFor(park.t, booked.email))
      .filter((mail) => mail.subject.startsWith('Your gate code'))
      .map((mail) => /#(\d+)#/.exec(mail.text)?.[1]);
  /** Runs the job until the call making the code is under way, held there. */
  async function jobMakingCode() {
    const create = gate.holdNext('/access_codes/create');
    const run = park.t.paddock.lockCodes.runOnce();
    await create.reached;
    return {
      async finish() {
        create.release();
        await run;
      },
    };
  }

  it('When a booking is cancelled while its code is being made, then the code is taken off the lock and not sent', async () => {
    const booked = await park.book('2025-08-04', '10:00');
    const job = await jobMakingCode();
    const cancelled = await booked.walker.post(`/api/bookings/${booked.id}/cancel`, {
      expect: 'full-refund',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await job.finish();
    await park.t.paddock.lockCodes.runOnce();

    expect(await codesOf(booked.id)).toEqual([]);
    const [row] = await park.t.database.db.query<{ state: string; wanted: boolean }>(
      'select state, wanted from lock_codes where booking_id = $1',
      [booked.id],
    );
    expect(row?.wanted).toBe(false);
    expect(row?.state).not.toBe('set');
    expect(await codesSentTo(booked)).toEqual([]);
  });

  it('When a booking is moved while its code is being made, then the lock holds only the new time’s code, and the customer is sent that one alone', async () => {
    const booked = await park.book('2025-08-05', '10:00');
    const job = await jobMakingCode();
    const moved = await booked.walker.post(`/api/bookings/${booked.id}/move`, {
      date: '2025-08-05',
      time: '14:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await job.finish();
    await park.t.paddock.lockCodes.runOnce();

    const held = await codesOf(booked.id);
    expect(held.map((code) => code.starts_at && new Date(code.starts_at).toISOString())).toEqual([
      '2025-08-05T12:50:00.000Z',
    ]);
    expect(await gateCodeOf(booked)).toBe(`#${held[0]?.code}#`);
    expect(await codesSentTo(booked)).toEqual([held[0]?.code]);
  });

  it('When a worker’s lease lapses while its code is being made and another takes the row, then the late answer changes nothing and the code it made is taken off the lock', async () => {
    const booked = await park.book('2025-08-06', '10:00');
    // Another worker, on the same database, whose calls reach Seam at once.
    const another = {
      ...park.t.paddock.context,
      locks: await createSeamLockService({ apiKey: fake.apiKey, endpoint: fake.endpoint }),
    };
    const paused = await jobMakingCode();
    // The first worker stalls past its lease (a paused process): the other takes the row.
    park.t.clock.advance(3 * 60_000);
    expect(await runLockCodes(another)).toBe(1);
    const [taken, ...more] = await codesOf(booked.id);
    expect(more).toEqual([]);
    await paused.finish();
    await runLockCodes(another);

    const held = await codesOf(booked.id);
    expect(held.map((code) => code.access_code_id)).toEqual([taken?.access_code_id]);
    const [row] = await park.t.database.db.query<{
      access_code_id: string;
      stale_access_code_ids: string[];
    }>('select access_code_id, stale_access_code_ids from lock_codes where booking_id = $1', [
      booked.id,
    ]);
    expect(row).toEqual({ access_code_id: taken?.access_code_id, stale_access_code_ids: [] });
    expect(await gateCodeOf(booked)).toBe(`#${taken?.code}#`);
  });
});
