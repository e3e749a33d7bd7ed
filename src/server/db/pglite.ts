import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import {
  type Database,
  type DatabaseTimeouts,
  DatabaseUnavailableError,
  DEFAULT_TIMEOUTS,
  type Sql,
  TYPE_OIDS,
} from './database';
import { TransactionGuard } from './txGuard';

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball (gzipped if asked), for `openPglite(…, { startFrom })`. */
  dump(compression?: 'gzip' | 'none'): Promise<Blob>;
}

const stalled = (what: string, ms: number) =>
  new DatabaseUnavailableError(new Error(`the embedded database did not ${what} within ${ms} ms`));

/**
 * The embedded database runs one thing at a time: while a transaction holds it, everything
 * else waits its turn. Waiting is given up after `ms`, so one stuck transaction can't hang
 * every request; the statement itself still runs when its turn comes.
 */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(stalled(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function wrap(
  target: PGlite | Transaction,
  guard: TransactionGuard | null,
  timeouts: DatabaseTimeouts,
): Sql {
  return {
    async query(text, params) {
      guard?.check();
      try {
        const running = target.query(text, params ? [...params] : undefined);
        // Given up on, it may still fail later: that failure is no one's to hear.
        running.catch(() => {});
        const result = await within(running, timeouts.statementMs, 'answer');
        return result.rows as never;
      } catch (error) {
        throw translate(target, error);
      }
    },
    async exec(script) {
      guard?.check();
      try {
        await target.exec(script);
      } catch (error) {
        throw translate(target, error);
      }
    },
  };
}

function translate(target: PGlite | Transaction, error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  return 'closed' in target && target.closed ? new DatabaseUnavailableError(error) : error;
}

export interface PgliteOptions {
  /** A dump of another database (`dump()`) to begin from instead of an empty one. */
  startFrom?: Blob;
  timeouts?: DatabaseTimeouts;
}

/** The embedded database: in memory when `dataDir` is null, else stored in that folder. */
export async function openPglite(
  dataDir: string | null,
  options: PgliteOptions = {},
): Promise<PgliteDatabase> {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
    extensions: { btree_gist },
    parsers: { [TYPE_OIDS.date]: (value: string) => value },
  });
  await pg.waitReady;
  const guard = new TransactionGuard();
  const sql = wrap(pg, guard, timeouts);
  return {
    kind: 'pglite',
    ...sql,
    async transaction(work) {
      if (pg.closed) throw new DatabaseUnavailableError(new Error('PGlite is closed'));
      guard.check();
      let started = false;
      let abandoned = false;
      const running = pg.transaction(async (tx) => {
        started = true;
        // Its caller has stopped waiting and answered 503: it must not happen after all.
        if (abandoned) throw stalled('start the transaction', timeouts.acquireMs);
        return guard.run(() => work(wrap(tx, null, timeouts)));
      });
      let timer: NodeJS.Timeout | undefined;
      const turn = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          if (started) return;
          abandoned = true;
          running.catch(() => {});
          reject(stalled('start the transaction', timeouts.acquireMs));
        }, timeouts.acquireMs);
      });
      try {
        return await Promise.race([running, turn]);
      } catch (error) {
        throw translate(pg, error);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
    dump: (compression = 'none') => pg.dumpDataDir(compression),
  };
}
