// The embedded database's own thread (docs/decisions/091). PGlite answers each statement on the
// thread that owns it, so here a slow one holds up only other statements, never the server.
// Node runs this file as it is (type stripping) when the server runs from source, and the
// build bundles it as dist/server/pgliteWorker.js: so only erasable TypeScript here.
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { OpenDatabase, PgliteRuntime, Reply, Request, WorkerError } from './pgliteProtocol';

interface OpenTransaction {
  handle: Transaction | null;
  abandoned: boolean;
  beginId: number;
  /** Set by 'end': whether to commit; the 'end' request to answer once done. */
  decide: (commit: boolean) => void;
  endId: number | null;
}

/** Thrown inside a transaction to roll it back; its caller already knows why. */
class RolledBack extends Error {}

/**
 * Postgres's own caches live in PGlite's WebAssembly memory, which never shrinks, and the
 * memory under shared_buffers is touched at start: its default 128 MB was a third of the
 * server's memory at rest (docs/decisions/131). A park's database is tens of MB, and the
 * operating system's file cache still holds what shared_buffers no longer does.
 */
const MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB'];

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs only as a worker thread');
const runtime = workerData as PgliteRuntime;
const transactions = new Map<number, OpenTransaction>();
/** The database this thread holds now; a thread given back after close opens the next one. */
let current: PGlite | null = null;
/** How to stop hearing each channel listened to on `current`. */
const listening = new Map<string, () => Promise<void>>();

function database(): PGlite {
  if (!current) throw new Error('the embedded database is closed');
  return current;
}

async function open(wanted: OpenDatabase): Promise<void> {
  if (current) throw new Error('this thread already holds a database');
  if (wanted.dataDir) mkdirSync(wanted.dataDir, { recursive: true });
  const pg = new PGlite({
    ...(wanted.dataDir ? { dataDir: wanted.dataDir } : {}),
    ...(wanted.startFrom ? { loadDataDir: new Blob([wanted.startFrom]) } : {}),
    ...runtime,
    extensions: { btree_gist },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
    parsers: Object.fromEntries(wanted.asText.map((oid) => [oid, (value: string) => value])),
  });
  await pg.waitReady;
  current = pg;
}

async function close(): Promise<void> {
  const pg = database();
  current = null;
  transactions.clear();
  listening.clear();
  await pg.close();
}

function send(reply: Reply, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(reply, transfer);
}

function describe(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: WorkerError['fields'] = {};
  // Postgres's fields (code, constraint, detail…) are what callers check: keep every plain one.
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return database();
  const handle = transactions.get(tx)?.handle;
  if (!handle) throw new Error('the transaction has already ended');
  return handle;
}

async function answer(id: number, work: () => Promise<unknown>): Promise<void> {
  try {
    send({ kind: 'done', id, value: await work() });
  } catch (error) {
    send({ kind: 'failed', id, error: describe(error) });
  }
}

function begin(id: number, tx: number): void {
  if (!current) {
    send({ kind: 'failed', id, error: describe(new Error('the embedded database is closed')) });
    return;
  }
  const pg = current;
  let decide: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  const open: OpenTransaction = {
    handle: null,
    abandoned: false,
    beginId: id,
    decide,
    endId: null,
  };
  transactions.set(tx, open);
  pg.transaction(async (handle) => {
    if (open.abandoned) throw new RolledBack();
    open.handle = handle;
    send({ kind: 'done', id });
    if (!(await decided)) throw new RolledBack();
  }).then(
    () => finish(tx, null),
    (error: unknown) => finish(tx, error instanceof RolledBack ? null : error),
  );
}

/** Answers 'end' (or, if it never began, 'begin') once the transaction is over. */
function finish(tx: number, error: unknown): void {
  const open = transactions.get(tx);
  transactions.delete(tx);
  if (!open) return;
  if (open.handle === null) {
    // It never began (BEGIN failed, or it was abandoned first): 'begin' is still unanswered.
    const why = error ?? new Error('its caller stopped waiting for it');
    send({ kind: 'failed', id: open.beginId, error: describe(why) });
    return;
  }
  // Abandoned after it began: its 'begin' was answered, and no one waits for an 'end'.
  if (open.endId === null) return;
  if (error === null) send({ kind: 'done', id: open.endId });
  else send({ kind: 'failed', id: open.endId, error: describe(error) });
}

function end(id: number, tx: number, commit: boolean): void {
  const open = transactions.get(tx);
  if (!open) {
    send({ kind: 'failed', id, error: describe(new Error('the transaction has already ended')) });
    return;
  }
  open.endId = id;
  open.decide(commit);
}

function abandon(tx: number): void {
  const open = transactions.get(tx);
  if (!open) return;
  open.abandoned = true;
  open.decide(false);
}

async function dump(id: number, compression: 'gzip' | 'none'): Promise<void> {
  try {
    const bytes = await (await database().dumpDataDir(compression)).arrayBuffer();
    send({ kind: 'done', id, value: bytes }, [bytes]);
  } catch (error) {
    send({ kind: 'failed', id, error: describe(error) });
  }
}

async function listen(channel: string): Promise<void> {
  if (listening.has(channel)) return;
  const stop = await database().listen(channel, (payload) => {
    send({ kind: 'notice', channel, payload });
  });
  listening.set(channel, stop);
}

async function unlisten(channel: string): Promise<void> {
  const stop = listening.get(channel);
  listening.delete(channel);
  await stop?.();
}

function handle(request: Request): void {
  switch (request.kind) {
    case 'open':
      void answer(request.id, () => open(request.database));
      return;
    case 'query':
      void answer(request.id, async () => {
        const result = await target(request.tx).query(request.text, request.params);
        return result.rows;
      });
      return;
    case 'exec':
      void answer(request.id, async () => {
        await target(request.tx).exec(request.script);
      });
      return;
    case 'begin':
      begin(request.id, request.tx);
      return;
    case 'end':
      end(request.id, request.tx, request.commit);
      return;
    case 'abandon':
      abandon(request.tx);
      return;
    case 'dump':
      void dump(request.id, request.compression);
      return;
    case 'listen':
      void answer(request.id, () => listen(request.channel));
      return;
    case 'unlisten':
      void answer(request.id, () => unlisten(request.channel));
      return;
    case 'close':
      void answer(request.id, close);
      return;
  }
}

port.on('message', handle);
