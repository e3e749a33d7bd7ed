import { addDays, daysInMonth } from '../../domain/calendar';
import { instantOf } from '../../domain/zonedTime';
import { type ChangeSubscriber, feedMemoryOf } from '../db/changeFeed';
import type { Database, Sql } from '../db/database';
import { type BusyInterval, type TakenTime, takenBetween } from './bookingListsSql';

/** The channel migration 030's triggers notify on: '<field> <YYYY-MM> <user or ->', or '*'. */
export const BOOKINGS_CHANNEL = 'paddock_bookings';

/** A field's month in the park's time zone: the unit kept, and the unit a notice names. */
function monthKey(fieldId: number, month: string, timeZone: string): string {
  return `${fieldId} ${month} ${timeZone}`;
}

function loadMonth(sql: Sql, fieldId: number, month: string, timeZone: string) {
  const first = `${month}-01`;
  const next = addDays(first, daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))));
  return takenBetween(
    sql,
    fieldId,
    instantOf(first, '00:00', timeZone),
    instantOf(next, '00:00', timeZone),
  );
}

/**
 * Each field's taken times by month, kept in memory on every instance and forgotten as the
 * change feed tells of a change to them (decision 129). Only the pages read it: holding a slot
 * still asks the database, whose constraint decides, so a stale answer could at worst show a
 * slot free that a hold then refuses.
 */
class BusyMemory implements ChangeSubscriber {
  private readonly months = new Map<string, Promise<TakenTime[]>>();

  constructor(private readonly db: Database) {}

  change(payload: string): void {
    if (payload === '*') {
      this.reset();
      return;
    }
    const [fieldId, month] = payload.split(' ');
    for (const key of this.months.keys()) {
      if (key.startsWith(`${fieldId} ${month} `)) this.months.delete(key);
    }
  }

  reset(): void {
    this.months.clear();
  }

  /** Drops every month of the field kept, so the next reads go to the table. */
  forgetField(fieldId: number): void {
    for (const key of this.months.keys()) {
      if (key.startsWith(`${fieldId} `)) this.months.delete(key);
    }
  }

  async month(fieldId: number, month: string, timeZone: string): Promise<TakenTime[]> {
    if (!(await this.db.changes?.settled())) return loadMonth(this.db, fieldId, month, timeZone);
    const key = monthKey(fieldId, month, timeZone);
    const kept = this.months.get(key);
    if (kept) return kept;
    const loading = loadMonth(this.db, fieldId, month, timeZone);
    this.months.set(key, loading);
    // A failed read is forgotten, so the next one tries again.
    loading.catch(() => {
      if (this.months.get(key) === loading) this.months.delete(key);
    });
    return loading;
  }
}

const memories = new WeakMap<object, BusyMemory>();

function memoryOf(sql: Sql): BusyMemory | null {
  return feedMemoryOf(memories, sql, BOOKINGS_CHANNEL, (db) => new BusyMemory(db));
}

/** The months ('YYYY-MM') that the days from `from` up to `to` fall in. */
function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  const last = addDays(to, -1).slice(0, 7);
  // The 28th and four days on is always in the next month.
  for (let month = from.slice(0, 7); month <= last; month = addDays(`${month}-28`, 4).slice(0, 7)) {
    months.push(month);
  }
  return months;
}

/**
 * Everything that holds or may hold a field in a park-local month ('YYYY-MM'): from memory when
 * `sql` is the app's database. The same array comes back while nothing in it changed, so what
 * is made from it may be kept with it.
 */
export function takenInMonth(
  sql: Sql,
  fieldId: number,
  month: string,
  timeZone: string,
): Promise<TakenTime[]> {
  const memory = memoryOf(sql);
  return memory ? memory.month(fieldId, month, timeZone) : loadMonth(sql, fieldId, month, timeZone);
}

/**
 * The database refused a booking on the field as overlapping: what this instance kept of the
 * field may be behind (a notice not yet heard, or a listening connection stalled), so its
 * months are read afresh, and the slot refused shows taken from the next look on (decision 139).
 */
export function forgetTakenTimes(sql: Sql, fieldId: number): void {
  memoryOf(sql)?.forgetField(fieldId);
}

/** Whether a taken time holds the field at `at` (epoch ms): paid, or a hold still in its time. */
export function holdsAt(time: TakenTime, at: number): boolean {
  return time.heldUntil === null || time.heldUntil > at;
}

/**
 * What holds a field on the park-local days from `from` up to (not including) `to`, at `now`:
 * paid bookings and holds still in their time.
 */
export async function busyOnDays(
  sql: Sql,
  fieldId: number,
  days: { from: string; to: string; timeZone: string },
  now: Date,
): Promise<BusyInterval[]> {
  const months = monthsFrom(days.from, days.to);
  const taken = await Promise.all(months.map((m) => takenInMonth(sql, fieldId, m, days.timeZone)));
  const at = now.getTime();
  return taken
    .flat()
    .filter((time) => time.date >= days.from && time.date < days.to && holdsAt(time, at));
}
