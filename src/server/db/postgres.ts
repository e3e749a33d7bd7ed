import pg from 'pg';
import {
  type Database,
  type DatabaseTimeouts,
  DatabaseUnavailableError,
  DEFAULT_TIMEOUTS,
  type Sql,
  TYPE_OIDS,
} from './database';
import { listenOnPostgres } from './postgresListen';
import { TransactionGuard } from './txGuard';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TYPE_OIDS.date) return (value: string) => value;
    if (oid === TYPE_OIDS.int8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Connection-level failures: the server is down, unreachable, stalled, or went away mid-query. */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (
      /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EPIPE|EAI_AGAIN)$/.test(
        code,
      )
    ) {
      return true;
    }
    // 08: connection exception; 57P01–57P03: the server is shutting down or starting;
    // 57014: a statement ran past statement_timeout (the server is overloaded or stuck).
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '57014') return true;
  }
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}

function translate(error: unknown): unknown {
  return isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
}

/** pg reads query_timeout from a query's config; its types don't list it. */
type TimedQuery = pg.QueryConfig & { query_timeout: number };

function wrap(
  client: pg.Pool | pg.PoolClient,
  guard: TransactionGuard | null,
  answerWithinMs: number,
): Sql {
  return {
    async query(text, params) {
      guard?.check();
      try {
        // The server cancels a slow statement itself (statement_timeout); this is for a server
        // that does not answer at all. A client given up on is destroyed, never reused.
        const config: TimedQuery = {
          text,
          values: params ? [...params] : undefined,
          query_timeout: answerWithinMs,
        };
        const result = await client.query(config);
        return result.rows;
      } catch (error) {
        throw translate(error);
      }
    },
    async exec(script) {
      guard?.check();
      try {
        await client.query(script);
      } catch (error) {
        throw translate(error);
      }
    },
  };
}

/**
 * PostgreSQL ends one of two transactions that wait on each other (a deadlock, 40P01: two holds
 * whose ranges meet in the exclusion constraint while each updates a row) or that can't be put
 * in order (40001). Neither did anything: the whole transaction runs again, as PostgreSQL's
 * documentation advises, a few times before the error is let through.
 */
const TRANSACTION_TRIES = 3;
const RUN_AGAIN = new Set(['40P01', '40001']);
const mustRunAgain = (error: unknown) =>
  RUN_AGAIN.has(String((error as { code?: unknown } | null)?.code ?? ''));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PostgresOptions {
  maxConnections?: number;
  onIdleError?: (error: Error) => void;
  timeouts?: DatabaseTimeouts;
}

/** A pool on a PostgreSQL server. Nothing connects until the first query. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const answerWithinMs = timeouts.statementMs + 500;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle client losing its server emits here; unhandled, it would end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  let closed = false;
  const guard = new TransactionGuard();
  async function attempt<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    guard.check();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw translate(error);
    }
    let broken = false;
    // A checked-out client whose server goes away emits 'error' (the pool listens only to
    // idle ones): unheard, it would end the process. Its queries fail as unavailable.
    const onLost = () => {
      broken = true;
    };
    client.on('error', onLost);
    try {
      const tx = wrap(client, null, answerWithinMs);
      await tx.query('begin');
      const result = await guard.run(() => work(tx));
      await tx.query('commit');
      return result;
    } catch (error) {
      broken ||= isUnavailable(error) || error instanceof DatabaseUnavailableError;
      if (!broken) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
      }
      throw translate(error);
    } finally {
      client.off('error', onLost);
      // A broken connection is closed, and the server rolls back whatever it had begun.
      client.release(broken);
    }
  }

  return {
    kind: 'postgres',
    ...wrap(pool, guard, answerWithinMs),
    async transaction(work) {
      for (let tries = 1; ; tries += 1) {
        try {
          return await attempt(work);
        } catch (error) {
          if (tries >= TRANSACTION_TRIES || !mustRunAgain(error)) throw error;
          await pause(10 + Math.random() * 40);
        }
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    listen: async (channels, hearing) => {
      try {
        return await listenOnPostgres(url, channels, hearing, timeouts.acquireMs);
      } catch (error) {
        throw translate(error);
      }
    },
    use: () => ({
      kind: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
