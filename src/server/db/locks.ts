// Every PostgreSQL advisory lock Paddock takes, by name: its key space, its key, and the one
// order in which a transaction takes several (docs/decisions/107-named-locks-in-one-order.md).
import type { Sql } from './database';

/**
 * The key spaces, in the order a transaction takes their locks: a transaction that holds a
 * lock of one space may then take one of a later space (or a later key of the same space),
 * never an earlier one. Two transactions taking locks this way never each hold what the other
 * waits for, so they queue instead of deadlocking (as pretix's `lock_objects` sorts its keys).
 *
 * `number` is the key's first half in PostgreSQL (the whole key for `migrations`). These are
 * the numbers earlier versions took as loose constants: instances of the previous version still
 * running during an upgrade take the same locks, so old and new keep excluding each other.
 * Never change one, and never give a number to two spaces.
 */
const KEY_SPACES = [
  /** Migrating the schema: instances starting together take turns; one key, no second half. */
  { space: 'migrations', number: 7_263_871 },
  /** Making or promoting the ADMIN_EMAIL account at start; key: the address's `emailKey`. */
  { space: 'staffAccount', number: 4_301 },
  /** A sign-in counter (an address, an account or a device); key: `ip:…`, `account:…`, `device:…`. */
  { space: 'signIn', number: 7_263_872 },
  /** A customer's waiting-list places, counted then added; key: the user id. */
  { space: 'customerLists', number: 4_203 },
  /** A customer's unpaid holds (and pass checkouts), counted then added; key: the user id. */
  { space: 'customerHolds', number: 4_202 },
  /**
   * An address staff book for, and an account proving it (decision 135): a booking made while
   * the address is being proved joins the account either way. Key: the address's `emailKey`.
   */
  { space: 'bookedAddress', number: 4_302 },
  /**
   * Everyone booking one field on one day; key: the day's number since 1970-01-01, plus
   * 100,000 for each field after the first (so the first field's keys are the ones versions
   * before fields took for the day).
   */
  { space: 'bookingDay', number: 4_201 },
  /**
   * The park's settings as bookings check them (decision 140); one key, no second half. Taken
   * in SQL, by migration 034's functions: alone by every change to the settings (the trigger
   * that moves the settings version), shared by a booking reading the version after its days'
   * locks (`held_settings_version()`, through `takeLockWith`). Last, so a booking holding a day
   * and a closure taking the day before closing it queue rather than deadlock.
   */
  { space: 'settings', number: 4_204 },
] as const;

export type KeySpace = (typeof KEY_SPACES)[number]['space'];

/** One advisory lock: its space and, within it, the text hashed into its key or a number. */
export interface AdvisoryLock {
  readonly space: KeySpace;
  readonly key: string | number | null;
}

/** The counters sign-in attempts are held to (signInFailuresSql.ts). */
export type SignInCounter = `${'ip' | 'account' | 'device'}:${string}`;

const DAY_MS = 86_400_000;
/** Days apart the keys of two fields' days start: more than 270 years of days each. */
const DAYS_PER_FIELD = 100_000;

/** A local date ('YYYY-MM-DD') as the number of days since 1970-01-01. */
function dayNumber(date: string): number {
  const day = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  if (!Number.isSafeInteger(day)) throw new Error(`no day to lock: ${JSON.stringify(date)}`);
  return day;
}

/** The locks there are. */
export const locks = {
  /** Taken by `migrate` for its whole transaction: the later instances find nothing left to do. */
  migrations: (): AdvisoryLock => ({ space: 'migrations', key: null }),
  /** Instances starting together find, make or promote the ADMIN_EMAIL account one at a time. */
  staffAccount: (emailKey: string): AdvisoryLock => ({ space: 'staffAccount', key: emailKey }),
  /** Attempts on one sign-in counter, on every instance, count and record one at a time. */
  signIn: (counter: SignInCounter): AdvisoryLock => ({ space: 'signIn', key: counter }),
  /** A customer's own joins, so that counting their places and adding one are one step. */
  customerLists: (userId: string): AdvisoryLock => ({ space: 'customerLists', key: userId }),
  /**
   * A customer's own Book Nows, series and pass purchases, on every instance, so that counting
   * their unpaid holds and adding one are one step. Ranks before the days they then book.
   */
  customerHolds: (userId: string): AdvisoryLock => ({ space: 'customerHolds', key: userId }),
  /** A booking staff make for an address, and an account proving that address, one at a time. */
  bookedAddress: (emailKey: string): AdvisoryLock => ({ space: 'bookedAddress', key: emailKey }),
  /**
   * Everyone booking, moving to or closing the same day of one field, until their transactions
   * end. The exclusion constraint alone keeps bookings apart, but two overlapping inserts at
   * once can deadlock while checking it, and PostgreSQL then takes a second to notice: queueing
   * avoids that. Two fields' bookings never overlap, so they need not queue for each other.
   */
  bookingDay: (fieldId: number, date: string): AdvisoryLock => ({
    space: 'bookingDay',
    key: (fieldId - 1) * DAYS_PER_FIELD + dayNumber(date),
  }),
  /**
   * No change to the park's settings commits while a booking that read them holds this, and
   * none is half made when it is granted (taken in SQL: see its key space above).
   */
  settings: (): AdvisoryLock => ({ space: 'settings', key: null }),
} as const;

const RANK = new Map<KeySpace, number>(KEY_SPACES.map(({ space }, rank) => [space, rank]));
const NUMBER = new Map<KeySpace, number>(KEY_SPACES.map(({ space, number }) => [space, number]));

function rankOf(space: KeySpace): number {
  const rank = RANK.get(space);
  if (rank === undefined) throw new Error(`no such lock key space: ${space}`);
  return rank;
}

/** The key spaces in the order their locks are taken, each with its number. */
export function keySpaces(): ReadonlyArray<{ space: KeySpace; number: number }> {
  return KEY_SPACES;
}

/**
 * The one order of locks: by key space (its rank above), then by key (numbers by value, texts
 * by UTF-16 code units, as `Array.prototype.sort` compares strings: sign-in took its counters
 * in that order before this module, and instances of that version may still be running).
 */
export function compareLocks(a: AdvisoryLock, b: AdvisoryLock): number {
  const byRank = rankOf(a.space) - rankOf(b.space);
  if (byRank !== 0) return byRank;
  if (a.key === b.key) return 0;
  if (typeof a.key === 'number' && typeof b.key === 'number') return a.key - b.key;
  return String(a.key) < String(b.key) ? -1 : 1;
}

/** `wanted` in the order they must be taken, each once. */
export function inLockOrder(wanted: readonly AdvisoryLock[]): AdvisoryLock[] {
  const ordered: AdvisoryLock[] = [];
  for (const lock of [...wanted].sort(compareLocks)) {
    const last = ordered.at(-1);
    if (!last || compareLocks(last, lock) !== 0) ordered.push(lock);
  }
  return ordered;
}

const describe = (lock: AdvisoryLock) =>
  lock.key === null ? lock.space : `${lock.space} ${JSON.stringify(lock.key)}`;

/**
 * Why taking `next` in a transaction that holds `held` (in the order taken) could deadlock
 * with another transaction, or null when it can't: `next` is held already, or comes after
 * every lock held.
 */
export function outOfOrder(held: readonly AdvisoryLock[], next: AdvisoryLock): string | null {
  if (held.some((lock) => compareLocks(lock, next) === 0)) return null;
  const last = held.at(-1);
  if (!last || compareLocks(last, next) < 0) return null;
  return `advisory lock ${describe(next)} taken after ${describe(last)}: locks are taken in the order of db/locks.ts, else two transactions can wait on each other`;
}

/** The statement that takes `lock` until the transaction ends, with its parameters. */
export function lockStatement(lock: AdvisoryLock): { text: string; params: unknown[] } {
  const number = NUMBER.get(lock.space);
  if (number === undefined) throw new Error(`no such lock key space: ${lock.space}`);
  if (lock.key === null)
    return { text: 'select pg_advisory_xact_lock($1::bigint)', params: [number] };
  if (typeof lock.key === 'number') {
    return { text: 'select pg_advisory_xact_lock($1, $2)', params: [number, lock.key] };
  }
  return { text: 'select pg_advisory_xact_lock($1, hashtext($2))', params: [number, lock.key] };
}

/** The same statement with its values written in, for `exec` (which takes no parameters). */
export function lockScript(lock: AdvisoryLock): string {
  const { text, params } = lockStatement(lock);
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}

/** The locks each transaction holds, in the order it took them (a transaction's `tx` is its own). */
const heldBy = new WeakMap<Sql, AdvisoryLock[]>();

export interface TakeOptions {
  /**
   * Wait as long as it takes (`exec`, which has no time limit), for a wait that may be long by
   * design: another instance's migrations. Else the wait is a statement like any other, cut off
   * at the statement time limit.
   */
  withoutTimeLimit?: boolean;
}

/**
 * Takes `lock` until the transaction `tx` ends (`pg_advisory_xact_lock`), waiting for whoever
 * holds it. Throws, taking nothing, when `tx` holds a lock that comes after it in the order:
 * take several with `takeLocks`, or take them in the order of `KEY_SPACES`.
 */
export function takeLock(tx: Sql, lock: AdvisoryLock, options: TakeOptions = {}): Promise<void> {
  return takeLockWith(tx, lock, async () => {
    if (options.withoutTimeLimit) {
      await tx.exec(lockScript(lock));
    } else {
      const { text, params } = lockStatement(lock);
      await tx.query(text, params);
    }
  });
}

/**
 * Runs `take`, a statement that takes `lock` in SQL (a database function of ours does, then
 * reads what the lock guards, in one round trip), held to the same order as `takeLock`: throws,
 * running nothing, out of order; counts the lock held once it ran.
 */
export async function takeLockWith<T>(
  tx: Sql,
  lock: AdvisoryLock,
  take: () => Promise<T>,
): Promise<T> {
  if (typeof (tx as { transaction?: unknown }).transaction === 'function') {
    throw new Error('an advisory lock is taken inside a transaction, on its handle (tx)');
  }
  const held = heldBy.get(tx) ?? [];
  const problem = outOfOrder(held, lock);
  if (problem) throw new Error(problem);
  const taken = await take();
  if (!held.some((other) => compareLocks(other, lock) === 0)) held.push(lock);
  heldBy.set(tx, held);
  return taken;
}

/** Takes every lock of `wanted` in the one order, each once, until the transaction ends. */
export async function takeLocks(tx: Sql, wanted: readonly AdvisoryLock[]): Promise<void> {
  for (const lock of inLockOrder(wanted)) await takeLock(tx, lock);
}
