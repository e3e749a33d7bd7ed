import {
  type Database,
  type DatabaseTimeouts,
  DatabaseUnavailableError,
  DEFAULT_TIMEOUTS,
  type Sql,
  TYPE_OIDS,
} from './database';
import { PgliteThread } from './pgliteThread';
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
  // Given up on, it may still fail later: that failure is no one's to hear.
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(stalled(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function sqlOf(
  thread: PgliteThread,
  tx: number | undefined,
  guard: TransactionGuard | null,
  timeouts: DatabaseTimeouts,
): Sql {
  return {
    async query(text, params) {
      guard?.check();
      const asked = thread.ask({ kind: 'query', text, params: params ? [...params] : [], tx });
      return (await within(asked, timeouts.statementMs, 'answer')) as never;
    },
    async exec(script) {
      guard?.check();
      await thread.ask({ kind: 'exec', script, tx });
    },
  };
}

let transactions = 0;

async function transaction<T>(
  thread: PgliteThread,
  guard: TransactionGuard,
  timeouts: DatabaseTimeouts,
  work: (tx: Sql) => Promise<T>,
): Promise<T> {
  guard.check();
  transactions += 1;
  const tx = transactions;
  const begun = thread.ask({ kind: 'begin', tx });
  try {
    await within(begun, timeouts.acquireMs, 'start the transaction');
  } catch (error) {
    // Its caller stops waiting and answers 503: the transaction must not happen after all.
    thread.tell({ kind: 'abandon', tx });
    throw error;
  }
  let value: T;
  try {
    value = await guard.run(() => work(sqlOf(thread, tx, null, timeouts)));
  } catch (error) {
    await thread.ask({ kind: 'end', tx, commit: false }).catch(() => {});
    throw error;
  }
  await thread.ask({ kind: 'end', tx, commit: true });
  return value;
}

export interface PgliteOptions {
  /** A dump of another database (`dump()`) to begin from instead of an empty one. */
  startFrom?: Blob;
  timeouts?: DatabaseTimeouts;
}

/**
 * The embedded database: in memory when `dataDir` is null, else stored in that folder. It runs
 * on a thread of its own (pgliteWorker.ts), so a slow statement never holds up the server.
 */
export async function openPglite(
  dataDir: string | null,
  options: PgliteOptions = {},
): Promise<PgliteDatabase> {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const thread = await PgliteThread.start({
    dataDir,
    startFrom: options.startFrom ? await options.startFrom.arrayBuffer() : null,
    asText: [TYPE_OIDS.date],
  });
  const guard = new TransactionGuard();
  return {
    kind: 'pglite',
    ...sqlOf(thread, undefined, guard, timeouts),
    transaction: (work) => transaction(thread, guard, timeouts, work),
    close: () => thread.close(),
    use: () => ({ kind: 'pglite', waiting: thread.asksWaiting }),
    async listen(channels, hearing) {
      const stop = await thread.hear(channels, hearing);
      // PGlite calls its listeners while reading the statement's results, before the worker
      // replies; the thread passes both on in that order.
      return { stop: async () => stop(), noticesBeforeReplies: true };
    },
    async dump(compression = 'none') {
      return new Blob([(await thread.ask({ kind: 'dump', compression })) as ArrayBuffer]);
    },
  };
}
