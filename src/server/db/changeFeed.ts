import { randomBytes } from 'node:crypto';
import { type Database, isWrite, type Listening } from './database';

/** What a memory built from the database does with the feed's news. */
export interface ChangeSubscriber {
  /** A change named by `payload` was committed by some instance: forget what it touches. */
  change(payload: string): void;
  /** Notices may have been missed (the connection went): forget everything kept. */
  reset(): void;
}

export interface ChangeFeedOptions {
  /** The channels the database's triggers notify on. */
  channels: readonly string[];
  /** How long after losing the connection to listen again. */
  retryMs?: number;
  /** How long a fence may take to come back before the feed counts as broken. */
  fenceTimeoutMs?: number;
  /** How often a quiet feed checks that notices still come (a connection can die unheard). */
  checkEveryMs?: number;
  /** Notices stopped (once an outage, until listening again). */
  onTrouble?: (error: unknown) => void;
}

interface Fence {
  covers: number;
  done: Promise<boolean>;
}

/**
 * Notices of committed changes, from every instance, for memories kept in this one
 * (decision 129). The database's triggers `pg_notify` in the changing transaction; one
 * listening connection (PostgreSQL) or the embedded database's thread delivers them in commit
 * order. A memory may answer from what it keeps only while `settled()`: the feed is listening,
 * and the notices of every write this instance made have come back. On PostgreSQL that is
 * known by a fence: a notice of our own sent after those writes, which PostgreSQL delivers
 * after theirs; the embedded database sends a write's notices before its reply, so never waits.
 * Whatever breaks the flow (a dropped connection, a fence that never comes) resets every
 * memory, and until listening again they read the tables.
 */
export class ChangeFeed {
  private readonly subscribers = new Map<string, Set<ChangeSubscriber>>();
  private readonly fenceChannel = `paddock_fence_${randomBytes(6).toString('hex')}`;
  private listening: Listening | null = null;
  private live = false;
  private closed = false;
  private troubled = false;
  private retry: NodeJS.Timeout | null = null;
  private check: NodeJS.Timeout | null = null;
  /** Writes this instance made, and how many of them the last fence heard covers. */
  private writes = 0;
  private settledWrites = 0;
  private fencesSent = 0;
  private readonly fencesWaiting = new Map<number, (heard: boolean) => void>();
  private fence: Fence | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: ChangeFeedOptions,
  ) {}

  /** Listens (and keeps listening, through reconnections) until closed. */
  async start(): Promise<void> {
    await this.connect();
    const every = this.options.checkEveryMs ?? 10_000;
    this.check = setInterval(() => {
      if (this.live) void this.sendFence(this.writes);
    }, every);
    this.check.unref();
  }

  subscribe(channel: string, subscriber: ChangeSubscriber): () => void {
    const set = this.subscribers.get(channel) ?? new Set();
    this.subscribers.set(channel, set);
    set.add(subscriber);
    return () => set.delete(subscriber);
  }

  /** This instance committed a write: what it changed must be heard before memories answer. */
  wrote(): void {
    this.writes += 1;
  }

  /**
   * Whether kept answers may be used now. True at once when nothing this instance wrote is
   * still unheard; else after a fence (false if it never comes, or the feed is not listening).
   */
  settled(): boolean | Promise<boolean> {
    if (!this.live) return false;
    if (this.settledWrites === this.writes || this.listening?.noticesBeforeReplies) return true;
    return this.sendFence(this.writes);
  }

  /**
   * Whether every change committed, on any connection, is heard before any later read is
   * answered: so on the embedded database while listening (one process, whose thread sends a
   * statement's notices before its reply). On PostgreSQL the notices come on a connection of
   * their own, and one that stalls sounds just like a quiet one until a fence goes unanswered,
   * so what must be refused from the moment it changes is never answered from memory there.
   */
  get hearsEveryChangeFirst(): boolean {
    return this.live && this.listening?.noticesBeforeReplies === true;
  }

  /** Whether notices are coming now (for /metrics and tests). */
  get listeningNow(): boolean {
    return this.live;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    if (this.check) clearInterval(this.check);
    this.failFences();
    await this.listening?.stop();
    this.listening = null;
  }

  private async connect(): Promise<void> {
    if (this.closed || this.live) return;
    const listen = this.db.listen;
    // A database that cannot tell of changes: memories read the tables every time.
    if (!listen) return;
    try {
      const listening = await listen.call(this.db, [...this.options.channels, this.fenceChannel], {
        notice: (channel, payload) => this.notice(channel, payload),
        lost: (error) => this.lost(error),
      });
      if (this.closed) {
        await listening.stop();
        return;
      }
      this.listening = listening;
      // What was read before listening may predate a notice no one heard.
      this.resetAll();
      this.live = true;
      this.troubled = false;
    } catch (error) {
      this.trouble(error);
      this.listenLater();
    }
  }

  private notice(channel: string, payload: string): void {
    if (channel === this.fenceChannel) {
      const heard = Number(payload);
      for (const [token, resolve] of this.fencesWaiting) {
        if (token <= heard) resolve(true);
      }
      return;
    }
    for (const subscriber of this.subscribers.get(channel) ?? []) subscriber.change(payload);
  }

  /** Told once an outage: retrying every second must not fill the log. */
  private trouble(error: unknown): void {
    if (this.troubled) return;
    this.troubled = true;
    this.options.onTrouble?.(error);
  }

  private lost(error: unknown): void {
    if (this.closed) return;
    this.trouble(error);
    this.live = false;
    this.listening = null;
    this.resetAll();
    this.failFences();
    this.listenLater();
  }

  /** Stops a connection that stopped delivering (a fence went unheard) and listens afresh. */
  private broken(error: Error): void {
    const listening = this.listening;
    this.lost(error);
    void listening?.stop();
  }

  private listenLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.options.retryMs ?? 1_000);
    this.retry.unref();
  }

  private resetAll(): void {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.reset();
  }

  private failFences(): void {
    for (const resolve of this.fencesWaiting.values()) resolve(false);
  }

  /** Sends a fence covering the first `covers` writes; concurrent callers share one. */
  private sendFence(covers: number): Promise<boolean> {
    if (this.fence && this.fence.covers >= covers) return this.fence.done;
    const token = ++this.fencesSent;
    const done = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        if (this.fencesWaiting.has(token)) {
          this.broken(new Error(`no notice came back within ${this.fenceTimeoutMs} ms`));
        }
      }, this.fenceTimeoutMs);
      timer.unref();
      this.fencesWaiting.set(token, (heard) => {
        clearTimeout(timer);
        this.fencesWaiting.delete(token);
        if (heard) this.settledWrites = Math.max(this.settledWrites, covers);
        resolve(heard);
      });
    });
    const fence = { covers, done };
    this.fence = fence;
    void done.then(() => {
      if (this.fence === fence) this.fence = null;
    });
    this.db.query('select pg_notify($1, $2)', [this.fenceChannel, String(token)]).catch(() => {
      // The database is away: no answer can be trusted to be fresh, and none is kept.
      this.fencesWaiting.get(token)?.(false);
    });
    return done;
  }

  private get fenceTimeoutMs(): number {
    return this.options.fenceTimeoutMs ?? 3_000;
  }
}

/**
 * The database as the app uses it, with its change feed: every write this instance commits
 * is counted, so that memories wait to hear it before they answer (read your own writes).
 */
export function withChangeFeed(db: Database, feed: ChangeFeed): Database {
  return {
    ...db,
    changes: feed,
    async query<Row extends object>(text: string, params?: readonly unknown[]) {
      const rows = await db.query<Row>(text, params);
      if (isWrite(text)) feed.wrote();
      return rows;
    },
    async transaction(work) {
      const result = await db.transaction(work);
      feed.wrote();
      return result;
    },
  };
}

/**
 * The one memory of `channel` for the app's database, made and subscribed on first use; null
 * for a database without a change feed (a transaction, a bare database), which reads the tables.
 */
export function feedMemoryOf<M extends ChangeSubscriber>(
  memories: WeakMap<object, M>,
  sql: unknown,
  channel: string,
  make: (db: Database) => M,
): M | null {
  const db = sql as Partial<Database>;
  if (!db.changes) return null;
  let memory = memories.get(db);
  if (!memory) {
    memory = make(db as Database);
    memories.set(db, memory);
    db.changes.subscribe(channel, memory);
  }
  return memory;
}
