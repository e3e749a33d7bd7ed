import { describe, expect, it } from 'vitest';
import type { Sql } from './database';
import {
  type AdvisoryLock,
  compareLocks,
  inLockOrder,
  keySpaces,
  lockScript,
  lockStatement,
  locks,
  outOfOrder,
  takeLock,
  takeLocks,
} from './locks';

/** A transaction's handle that answers nothing and remembers what it was asked. */
function recordingTx(): Sql & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async query(text, params) {
      asked.push(`${text} ${JSON.stringify(params ?? [])}`);
      return [];
    },
    async exec(script) {
      asked.push(script);
    },
  };
}

describe('the advisory locks (db/locks.ts)', () => {
  it('When the key spaces are listed, then each keeps the number earlier versions took, so instances of both exclude each other during an upgrade', () => {
    expect(keySpaces()).toEqual([
      { space: 'migrations', number: 7_263_871 },
      { space: 'staffAccount', number: 4_301 },
      { space: 'signIn', number: 7_263_872 },
      { space: 'customerLists', number: 4_203 },
      { space: 'customerHolds', number: 4_202 },
      { space: 'bookedAddress', number: 4_302 },
      { space: 'bookingDay', number: 4_201 },
      { space: 'settings', number: 4_204 },
    ]);
    const numbers = keySpaces().map(({ number }) => number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('When a lock is taken, then its statement and key are the ones earlier versions sent', () => {
    expect(lockStatement(locks.bookingDay(1, '2026-11-23'))).toEqual({
      text: 'select pg_advisory_xact_lock($1, $2)',
      params: [4_201, 20_780],
    });
    expect(lockStatement(locks.customerHolds('u-1'))).toEqual({
      text: 'select pg_advisory_xact_lock($1, hashtext($2))',
      params: [4_202, 'u-1'],
    });
    expect(lockStatement(locks.customerLists('u-1')).params).toEqual([4_203, 'u-1']);
    expect(lockStatement(locks.staffAccount('boss@example.com')).params).toEqual([
      4_301,
      'boss@example.com',
    ]);
    expect(lockStatement(locks.signIn('ip:203.0.113.7')).params).toEqual([
      7_263_872,
      'ip:203.0.113.7',
    ]);
    // The migrations' lock is one bigint key, as it always was (a space of its own in
    // PostgreSQL, apart from every two-number key).
    expect(lockScript(locks.migrations())).toBe('select pg_advisory_xact_lock(7263871::bigint)');
    expect(lockScript(locks.customerHolds("o'brien"))).toBe(
      "select pg_advisory_xact_lock(4202, hashtext('o''brien'))",
    );
  });

  it('When a day is not a date, then no lock is made for it', () => {
    expect(() => locks.bookingDay(1, 'someday')).toThrow('no day to lock');
  });

  it('When several locks are wanted in any order, then they come out by key space rank, then by key, each once', () => {
    const wanted: AdvisoryLock[] = [
      locks.bookingDay(1, '2026-12-07'),
      locks.bookingDay(1, '2026-11-30'),
      locks.customerHolds('u-2'),
      locks.bookingDay(1, '2026-11-30'),
      locks.customerLists('u-2'),
      locks.staffAccount('a@example.com'),
      locks.migrations(),
    ];
    const expected = [
      locks.migrations(),
      locks.staffAccount('a@example.com'),
      locks.customerLists('u-2'),
      locks.customerHolds('u-2'),
      locks.bookingDay(1, '2026-11-30'),
      locks.bookingDay(1, '2026-12-07'),
    ];
    expect(inLockOrder(wanted)).toEqual(expected);
    expect(inLockOrder([...wanted].reverse())).toEqual(expected);
  });

  it('When days are ordered, then it is by date (their numbers), not by the text of the number', () => {
    // 1999-12-31 is day 10956, 2000-01-01 day 10957, 1970-01-10 day 9: as text, "10956" < "9".
    const days = ['2000-01-01', '1970-01-10', '1999-12-31'].map((day) => locks.bookingDay(1, day));
    expect(inLockOrder(days).map((lock) => lock.key)).toEqual([9, 10_956, 10_957]);
  });

  it('When sign-in counters are ordered, then it is as the version before sorted them: account, device, ip, each by text', () => {
    const counters = ['ip:10.0.0.2', 'account:zed@example.com', 'ip:10.0.0.10', 'device:d1'];
    expect(inLockOrder(counters.map((c) => locks.signIn(c as `ip:${string}`)))).toEqual(
      [...counters].sort().map((c) => locks.signIn(c as `ip:${string}`)),
    );
  });

  it('When two sets of the same locks are asked for in opposite orders, then both are taken in one order', () => {
    const a = [locks.signIn('ip:198.51.100.1'), locks.signIn('account:sam@example.com')];
    expect(inLockOrder(a)).toEqual(inLockOrder([...a].reverse()));
    expect(compareLocks(a[0] as AdvisoryLock, a[1] as AdvisoryLock)).toBeGreaterThan(0);
    expect(compareLocks(locks.customerHolds('z'), locks.bookingDay(1, '1970-01-01'))).toBeLessThan(
      0,
    );
  });

  it('When a lock would be taken after one that ranks later, then that is named as out of order; the same lock again, or a later one, is fine', () => {
    const held = [locks.customerHolds('u-1'), locks.bookingDay(1, '2026-11-30')];
    expect(outOfOrder(held, locks.bookingDay(1, '2026-12-07'))).toBeNull();
    expect(outOfOrder(held, locks.customerHolds('u-1'))).toBeNull();
    expect(outOfOrder([], locks.customerHolds('u-1'))).toBeNull();
    expect(outOfOrder(held, locks.bookingDay(1, '2026-11-23'))).toMatch(
      /^advisory lock bookingDay 20780 taken after bookingDay 20787/,
    );
    expect(outOfOrder(held, locks.customerHolds('u-2'))).toMatch(
      /^advisory lock customerHolds "u-2" taken after bookingDay/,
    );
  });

  it('When locks are taken on a transaction one by one, then one out of order throws and sends nothing', async () => {
    const tx = recordingTx();
    await takeLock(tx, locks.customerHolds('u-1'));
    await takeLock(tx, locks.bookingDay(1, '2026-11-30'));
    await expect(takeLock(tx, locks.customerHolds('u-2'))).rejects.toThrow(/out of order|after/);
    expect(tx.asked).toEqual([
      'select pg_advisory_xact_lock($1, hashtext($2)) [4202,"u-1"]',
      'select pg_advisory_xact_lock($1, $2) [4201,20787]',
    ]);
    // Another transaction starts afresh.
    const next = recordingTx();
    await takeLock(next, locks.customerHolds('u-2'));
    expect(next.asked).toHaveLength(1);
  });

  it('When several are taken at once, then they are sent sorted, and without a time limit through exec when asked', async () => {
    const tx = recordingTx();
    await takeLocks(tx, [locks.bookingDay(1, '2026-12-07'), locks.bookingDay(1, '2026-11-30')]);
    expect(tx.asked).toEqual([
      'select pg_advisory_xact_lock($1, $2) [4201,20787]',
      'select pg_advisory_xact_lock($1, $2) [4201,20794]',
    ]);
    const migrating = recordingTx();
    await takeLock(migrating, locks.migrations(), { withoutTimeLimit: true });
    expect(migrating.asked).toEqual(['select pg_advisory_xact_lock(7263871::bigint)']);
  });

  it('When a lock is asked of the database rather than a transaction, then it refuses (it would end at once)', async () => {
    const db = { ...recordingTx(), transaction: async () => {} } as unknown as Sql;
    await expect(takeLock(db, locks.bookingDay(1, '2026-11-30'))).rejects.toThrow(
      /inside a transaction/,
    );
  });
});
