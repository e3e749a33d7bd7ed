import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sql } from '../../src/server/db/database';
import {
  type AdvisoryLock,
  lockStatement,
  locks,
  takeLock,
  takeLocks,
} from '../../src/server/db/locks';
import { heldSettingsVersion } from '../../src/server/db/settingsMemory';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/testDatabase';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The transaction's handle, pausing after each lock it takes: time enough for a transaction
 * started beside it to take its own first lock, so that two taking their locks in opposite
 * orders would each hold one the other wants.
 */
function slowAfterLocks(tx: Sql): Sql {
  return {
    async query(text, params) {
      const rows = await tx.query(text, params);
      if (text.includes('pg_advisory_xact_lock')) await pause(150);
      return rows as never;
    },
    exec: (script) => tx.exec(script),
  };
}

/** The same locks a customer's series takes: their holds, then three days. */
const SERIES: AdvisoryLock[] = [
  locks.customerHolds('11111111-1111-4111-8111-111111111111'),
  locks.bookingDay(1, '2026-11-30'),
  locks.bookingDay(1, '2026-12-07'),
  locks.bookingDay(1, '2026-12-14'),
];

describe('advisory locks taken in one order', () => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  /**
   * Two transactions at once, one asking for `wanted`, the other for the same locks in the
   * opposite order, each taking them with `take`; what happened, in order.
   */
  async function twoAtOnce(
    wanted: readonly AdvisoryLock[],
    take: (tx: Sql, wanted: readonly AdvisoryLock[]) => Promise<void>,
  ): Promise<{ runs: number; events: string[] }> {
    const { db } = database;
    let runs = 0;
    const events: string[] = [];
    const run = (name: string, wanted: readonly AdvisoryLock[]) =>
      db.transaction(async (tx) => {
        runs += 1;
        await take(slowAfterLocks(tx), wanted);
        events.push(`${name} holds its locks`);
        await pause(50);
        events.push(`${name} ends`);
      });
    await Promise.all([run('a', wanted), run('b', [...wanted].reverse())]);
    return { runs, events };
  }

  it('When two transactions ask for the same locks in opposite orders, then neither waits on the other’s second lock: one takes them all, ends, then the other', async () => {
    database = await createTestDatabase();
    const { runs, events } = await twoAtOnce(SERIES, takeLocks);
    // PostgreSQL found no deadlock: neither transaction was ended and run again.
    expect(runs).toBe(2);
    const first = events[0]?.split(' ')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([
      `${first} holds its locks`,
      `${first} ends`,
      `${second} holds its locks`,
      `${second} ends`,
    ]);
  });

  // The embedded database runs one transaction at a time: two can't wait on each other there.
  it.runIf(testDatabaseKind() === 'postgres')(
    'When the same two transactions took their locks in the order asked instead, then they would deadlock (PostgreSQL ends one, and it runs again)',
    async () => {
      database = await createTestDatabase();
      const asked = async (tx: Sql, wanted: readonly AdvisoryLock[]) => {
        for (const lock of wanted) {
          const { text, params } = lockStatement(lock);
          await tx.query(text, params);
        }
      };
      // Two locks: the one PostgreSQL ends runs again after the other has both, and waits.
      const { runs, events } = await twoAtOnce(SERIES.slice(1, 3), asked);
      expect(runs).toBe(3);
      expect(events).toHaveLength(4);
    },
  );

  it('When a transaction takes a lock that ranks before one it holds, then it fails at once, taking nothing', async () => {
    database = await createTestDatabase();
    await expect(
      database.db.transaction(async (tx) => {
        await takeLock(tx, locks.bookingDay(1, '2026-11-30'));
        await takeLock(tx, locks.customerHolds('11111111-1111-4111-8111-111111111111'));
      }),
    ).rejects.toThrow(/taken after bookingDay/);
    // The same lock again, or a later key of its space, is in order.
    await database.db.transaction(async (tx) => {
      await takeLock(tx, locks.bookingDay(1, '2026-11-30'));
      await takeLock(tx, locks.bookingDay(1, '2026-11-30'));
      await takeLock(tx, locks.bookingDay(1, '2026-12-07'));
    });
  });

  // Two instances waiting on one lock need two connections at once; the embedded database
  // belongs to one process, so an upgrade with two versions side by side is PostgreSQL's alone.
  it.runIf(testDatabaseKind() === 'postgres')(
    'When an instance of the previous version asks for a lock by its old number while a new one holds it, then it has to wait: the keys are the same',
    async () => {
      database = await createTestDatabase();
      const { db } = database;
      let letGo: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      let holding: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await takeLocks(tx, [
          locks.bookingDay(1, '2026-11-30'),
          locks.customerHolds('u-1'),
          locks.signIn('ip:203.0.113.7'),
          locks.migrations(),
        ]);
        holding();
        await released;
      });
      await held;
      // The statements the previous version sent, each from a connection of its own.
      const old = [
        'select pg_try_advisory_xact_lock(4201, 20787) as got',
        "select pg_try_advisory_xact_lock(4202, hashtext('u-1')) as got",
        "select pg_try_advisory_xact_lock(7263872, hashtext('ip:203.0.113.7')) as got",
        'select pg_try_advisory_xact_lock(7263871) as got',
      ];
      for (const statement of old) {
        expect(await db.query(statement)).toEqual([{ got: false }]);
      }
      letGo();
      await holder;
      for (const statement of old) {
        expect(await db.query(statement)).toEqual([{ got: true }]);
      }
    },
  );

  /** A transaction that runs `first`, then stays open until let go; resolves once `first` ran. */
  async function leftOpen(first: (tx: Sql) => Promise<unknown>) {
    let letGo: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let ran: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      ran = resolve;
    });
    const done = database.db.transaction(async (tx) => {
      await first(tx);
      ran();
      await released;
    });
    await started;
    return {
      async commit() {
        letGo();
        await done;
      },
    };
  }

  /** Waits until a statement of another transaction waits for an advisory lock. */
  async function someoneWaitsForALock(): Promise<void> {
    await vi.waitFor(async () => {
      const [row] = await database.db.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
          where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(row?.n).toBe(1);
    });
  }

  const version = async () =>
    (await database.db.query<{ version: number }>('select version from settings_version'))[0]
      ?.version;
  const closeTheFirstField = (tx: Sql) =>
    tx.query('update fields set retired_at = now() where id = first_field_id()');

  // Decision 140. Two transactions at once need two connections: PostgreSQL's alone.
  it.runIf(testDatabaseKind() === 'postgres')(
    'When a settings change is under way, then a booking’s read of the settings version waits for it to commit and sees it, where a plain read (the control) answers at once with the old one',
    async () => {
      database = await createTestDatabase();
      const before = await version();
      const change = await leftOpen(closeTheFirstField);
      expect(await version()).toBe(before);
      const booking = database.db.transaction((tx) => heldSettingsVersion(tx));
      await someoneWaitsForALock();
      await change.commit();
      expect(await booking).toBe((before ?? 0) + 1);
    },
  );

  it.runIf(testDatabaseKind() === 'postgres')(
    'When a booking has read the settings version, then a settings change waits until the booking ends, and bookings do not wait on each other',
    async () => {
      database = await createTestDatabase();
      const before = await version();
      const booking = await leftOpen((tx) => heldSettingsVersion(tx));
      const another = await leftOpen((tx) => heldSettingsVersion(tx));
      const change = database.db.transaction(closeTheFirstField);
      await someoneWaitsForALock();
      expect(await version()).toBe(before);
      await booking.commit();
      await another.commit();
      await change;
      expect(await version()).toBe((before ?? 0) + 1);
    },
  );
});
