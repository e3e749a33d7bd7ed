import type { ChangeFeed } from './changeFeed';
import type { SettingsLoad, SettingsMemory } from './settingsMemory';

/** What services see of the database: the same SQL runs on PGlite and PostgreSQL. */
export interface Sql {
  /** One statement with $1… parameters; answers its rows. */
  query<Row extends object = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
  /**
   * Several statements without parameters (migrations). No time limit: a migration, or the
   * wait for another instance's, may take as long as it takes.
   */
  exec(script: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Commits when `work` resolves, rolls back when it throws. Use only `tx` inside. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The app's memory of the settings (settingsMemory.ts); a bare database has none. */
  readonly settingsMemory?: SettingsMemory;
  /** How busy it is right now, for /metrics. */
  use?(): DatabaseUse;
  /**
   * Hears what `pg_notify` sends on `channels`, from commits of any connection or instance, in
   * the order they committed. A bare database has this; the app's gives `changes` instead.
   */
  listen?(channels: readonly string[], hearing: Hearing): Promise<Listening>;
  /** The app's notices of changes made by any instance (changeFeed.ts); a bare database has none. */
  readonly changes?: ChangeFeed;
}

export interface Hearing {
  notice(channel: string, payload: string): void;
  /** No more notices will come (the connection or the thread went): listen again. */
  lost(error: unknown): void;
}

export interface Listening {
  stop(): Promise<void>;
  /**
   * Whether the notices of a statement's changes reach us before its own reply does (the
   * embedded database's thread sends them first), so that no write of ours can go unheard.
   */
  readonly noticesBeforeReplies: boolean;
}

/**
 * A PostgreSQL pool's connections (open, idle, and callers waiting for one), or the embedded
 * database's requests not yet answered (it runs one thing at a time; the rest wait).
 */
export type DatabaseUse =
  | { kind: 'postgres'; total: number; idle: number; waiting: number }
  | { kind: 'pglite'; waiting: number };

/**
 * A read of the settings tables alone: from the memory when `sql` is the app's database, else
 * (a transaction, which must see its own changes, or a bare database) from the tables.
 */
export function readSettings<T>(sql: Sql, key: string, load: SettingsLoad<T>): Promise<T> {
  const memory = (sql as Partial<Database>).settingsMemory;
  return memory ? memory.get(key, load) : load(sql);
}

/** A statement that may change rows (CTEs included), as opposed to a read. */
const WRITES = /^\s*(insert|update|delete|truncate|with|merge|call)\b/i;

export function isWrite(statement: string): boolean {
  return WRITES.test(statement);
}

/** The database could not be reached at all, as opposed to a query being wrong. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * How long anything may wait on the database before the request answers 503 instead: for a
 * connection (or, on the embedded database, its turn), and for one statement. A stalled server
 * then costs a request a few seconds, never a hung page, and a statement cut off rolls back.
 */
export interface DatabaseTimeouts {
  acquireMs: number;
  statementMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { acquireMs: 3_000, statementMs: 3_500 };

/** Both drivers answer `date` as 'YYYY-MM-DD' text and `bigint` as a number. */
export const TYPE_OIDS = { int8: 20, date: 1082 } as const;
