import { type ChangeSubscriber, feedMemoryOf } from './changeFeed';
import type { Database } from './database';

interface Kept<T> {
  loading: Promise<T>;
  /** Set once loaded and kept: the account whose notices forget it. */
  account?: string;
  value?: T;
}

export interface AccountMemoryOptions<T> {
  /** Whose notices make a loaded value stale; null: not kept (nothing found, say). */
  accountOf(value: T): string | null;
  /** Whether a kept value still answers now (time alone can end it); else it is read afresh. */
  stillGood?(value: T): boolean;
  /** Most values kept; the oldest go first past it. */
  limit: number;
  /**
   * Kept only where the feed hears every change before any later read (the embedded
   * database); elsewhere read every time: for what must hold from the moment a change commits,
   * on every instance, however the feed is doing (decision 139).
   */
  exact?: boolean;
}

/**
 * Values read from the database for one account each (its sessions, its bookings), kept in
 * memory and forgotten when the change feed names the account (decision 134). Nothing is
 * kept while the feed is not listening, and a kept value answers only once the feed is
 * settled (this instance's own writes heard). A value whose load overlapped any notice is used
 * for that answer but not kept, since it may predate the change the notice told of.
 */
export class AccountMemory<T> implements ChangeSubscriber {
  private readonly kept = new Map<string, Kept<T>>();
  private readonly keysOf = new Map<string, Set<string>>();
  private notices = 0;

  constructor(
    private readonly db: Database,
    private readonly options: AccountMemoryOptions<T>,
  ) {}

  change(payload: string): void {
    this.notices += 1;
    if (payload === '*') {
      this.reset();
      return;
    }
    for (const key of this.keysOf.get(payload) ?? []) this.kept.delete(key);
    this.keysOf.delete(payload);
  }

  reset(): void {
    this.notices += 1;
    this.kept.clear();
    this.keysOf.clear();
  }

  /** Kept values, for tests and /metrics. */
  get size(): number {
    return this.kept.size;
  }

  async get(key: string, load: (db: Database) => Promise<T>): Promise<T> {
    const feed = this.db.changes;
    if (!feed?.listeningNow) return load(this.db);
    if (this.options.exact && !feed.hearsEveryChangeFirst) return load(this.db);
    const kept = this.kept.get(key);
    // Read now, it is fresh; kept, any notice still to come forgets it. So only what was kept
    // before must wait for this instance's own writes to be heard (the fence).
    if (!kept) return this.load(key, load);
    if (!(await feed.settled())) return load(this.db);
    if (this.kept.get(key) !== kept) return this.get(key, load);
    if ('value' in kept && this.options.stillGood?.(kept.value as T) === false) {
      this.forget(key);
      return this.load(key, load);
    }
    return kept.loading;
  }

  private load(key: string, load: (db: Database) => Promise<T>): Promise<T> {
    const before = this.notices;
    const loading = load(this.db);
    const entry: Kept<T> = { loading };
    this.kept.set(key, entry);
    loading.then(
      (value) => {
        if (this.kept.get(key) !== entry) return;
        const account = this.options.accountOf(value);
        if (account === null || this.notices !== before) {
          this.kept.delete(key);
          return;
        }
        entry.account = account;
        entry.value = value;
        const keys = this.keysOf.get(account) ?? new Set();
        keys.add(key);
        this.keysOf.set(account, keys);
        this.trim();
      },
      () => {
        // A failed read is forgotten, so the next one tries again.
        if (this.kept.get(key) === entry) this.kept.delete(key);
      },
    );
    return loading;
  }

  /** Drops what is kept under `key`, so the next `get` reads it afresh. */
  forget(key: string): void {
    const entry = this.kept.get(key);
    this.kept.delete(key);
    if (entry?.account === undefined) return;
    const keys = this.keysOf.get(entry.account);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(entry.account);
  }

  private trim(): void {
    for (const key of this.kept.keys()) {
      if (this.kept.size <= this.options.limit) return;
      this.forget(key);
    }
  }
}

/** The one account memory of `channel` for the app's database (see feedMemoryOf). */
export function accountMemoryOf<T>(
  memories: WeakMap<object, AccountMemory<T>>,
  sql: unknown,
  channel: string,
  options: AccountMemoryOptions<T>,
): AccountMemory<T> | null {
  return feedMemoryOf(memories, sql, channel, (db) => new AccountMemory(db, options));
}
