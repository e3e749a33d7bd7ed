import { type Database, DatabaseUnavailableError, isWrite, type Sql } from './database';
import { locks, takeLockWith } from './locks';

/** Reads whole from the settings tables; given the bare database, never the memory's own. */
export type SettingsLoad<T> = (sql: Sql) => Promise<T>;

export interface SettingsMemoryOptions {
  /**
   * How old a check of the settings version may be before a read starts another (in the
   * background, answering from memory meanwhile). 0 checks before every read: for tests that
   * change the settings tables behind the app's back.
   */
  checkEveryMs: number;
  /** A background check that failed (the database is away); reads go on from memory. */
  onCheckError?: (error: unknown) => void;
  elapsedMs?: () => number;
}

/** Buffers (a page's compressed bytes) can't be frozen; everything else kept is. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

async function readVersion(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ version: number }>(
    'select version from settings_version where id = 1',
  );
  if (!row) throw new Error('settings_version has no row: the migrations did not run');
  return row.version;
}

/** The settings version each value kept was read at (or after: never before). */
const readAt = new WeakMap<object, number>();

/**
 * The settings version `value` was read at, when it came from a settings memory; null for one
 * read from the tables some other way (a transaction's, the command line's), whose version is
 * not known. The value may be newer than that version, never older.
 */
export function settingsVersionOf(value: object): number | null {
  return readAt.get(value) ?? null;
}

/**
 * The settings version as committed, read inside a transaction that must not see the settings
 * change before it ends (a booking's, decision 140): takes the settings lock shared, once any
 * change under way has committed, then reads the version (migration 034's function, one round
 * trip). No change to the settings commits until the transaction ends.
 */
export function heldSettingsVersion(tx: Sql): Promise<number> {
  return takeLockWith(tx, locks.settings(), async () => {
    const [row] = await tx.query<{ version: number | null }>(
      'select held_settings_version() as version',
    );
    if (row?.version === null || row?.version === undefined) {
      throw new Error('settings_version has no row: the migrations did not run');
    }
    return row.version;
  });
}

/**
 * What is derived from the owner's settings alone (the park, its page texts, the pages' HTML),
 * kept in memory until the settings version moves (migration 017's triggers move it in every
 * transaction that changes them). A change made through this instance is seen by the next read
 * (`changed()`); one made by another instance or the command line within `checkEveryMs` of
 * reads resuming. Values are frozen: they are shared by every request.
 */
export class SettingsMemory {
  private version: number | null = null;
  private entries = new Map<string, Promise<unknown>>();
  private mustCheck = true;
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** Checks asked for, and the highest ask a finished check began after. */
  private asked = 0;
  private answered = 0;
  private checking: Promise<void> | null = null;
  private readonly elapsedMs: () => number;

  constructor(
    private readonly sql: Sql,
    private readonly options: SettingsMemoryOptions,
  ) {
    this.elapsedMs = options.elapsedMs ?? (() => performance.now());
  }

  /** Something this instance wrote may have changed the settings: the next read checks first. */
  changed(): void {
    this.mustCheck = true;
  }

  /** The value under `key` for the current settings, loaded once per settings version. */
  async get<T>(key: string, load: SettingsLoad<T>): Promise<T> {
    await this.fresh();
    const kept = this.entries.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    // Checked before the tables are read, so what they give is at least this version.
    const version = this.version;
    const loading = load(this.sql).then((value) => {
      if (version !== null && value && typeof value === 'object') readAt.set(value, version);
      return deepFreeze(value);
    });
    this.entries.set(key, loading);
    // A failed load is forgotten, so the next read tries again.
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  /** The settings version the kept values belong to (null before the first check). */
  get currentVersion(): number | null {
    return this.version;
  }

  private async fresh(): Promise<void> {
    if (this.mustCheck || this.version === null || this.options.checkEveryMs === 0) {
      this.mustCheck = false;
      try {
        await this.checkedAfter(++this.asked);
      } catch (error) {
        this.mustCheck = true;
        // With the database away, what was last read is still the best answer there is: the
        // pages of settings alone keep showing, and the next read checks again.
        if (this.version !== null && error instanceof DatabaseUnavailableError) return;
        throw error;
      }
      return;
    }
    if (!this.checking && this.elapsedMs() - this.checkedAt >= this.options.checkEveryMs) {
      this.checkedAfter(++this.asked).catch((error) => this.options.onCheckError?.(error));
    }
  }

  /** Waits for a check that began after ask number `ask`, starting one when none is under way. */
  private async checkedAfter(ask: number): Promise<void> {
    while (this.answered < ask) {
      if (!this.checking) {
        const covers = this.asked;
        this.checking = this.check()
          .then(() => {
            this.answered = Math.max(this.answered, covers);
          })
          .finally(() => {
            this.checking = null;
          });
      }
      await this.checking;
    }
  }

  private async check(): Promise<void> {
    const version = await readVersion(this.sql);
    this.checkedAt = this.elapsedMs();
    if (version !== this.version) {
      this.version = version;
      this.entries.clear();
    }
  }
}

/**
 * The database as the app uses it: the same, with a memory of the settings read through it.
 * Whatever this instance writes (any committed transaction, any writing statement) makes the
 * next read check the settings version first, so a change is seen at once by whoever made it,
 * even in the same request. A write that failed changed nothing (a commit cut off halfway is
 * the one doubt, and the regular check settles it), so it forces no check: the jobs' writes
 * failing while the database is away must not keep the memory from answering.
 */
export function withSettingsMemory(db: Database, options: SettingsMemoryOptions): Database {
  const memory = new SettingsMemory(db, options);
  return {
    ...db,
    settingsMemory: memory,
    async query<Row extends object>(text: string, params?: readonly unknown[]) {
      const rows = await db.query<Row>(text, params);
      if (isWrite(text)) memory.changed();
      return rows;
    },
    async transaction(work) {
      const result = await db.transaction(work);
      memory.changed();
      return result;
    },
  };
}
