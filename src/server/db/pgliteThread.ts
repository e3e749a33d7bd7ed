import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError, type Hearing } from './database';
import type { OpenDatabase, PgliteRuntime, Reply, Request, WorkerError } from './pgliteProtocol';

type Asked = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The worker beside this module: pgliteWorker.ts when running from source (Node strips its
 * types), pgliteWorker.js or .mjs beside a bundle that names it as an entry (build-server.mjs).
 */
function workerUrl(): URL {
  const extension = path.extname(new URL(import.meta.url).pathname);
  return new URL(`./pgliteWorker${extension}`, import.meta.url);
}

let runtime: Promise<PgliteRuntime> | null = null;

/**
 * Each thread would otherwise compile PGlite's WebAssembly and read its files again: seconds
 * per database, and the tests open hundreds. Compiled once here, they are shared.
 */
function sharedRuntime(): Promise<PgliteRuntime> {
  runtime ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const read = async (file: string) => new Uint8Array(await readFile(path.join(dist, file)));
    const [pglite, initdb, fsBundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map(read),
    );
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite as Uint8Array<ArrayBuffer>),
      initdbWasmModule: await WebAssembly.compile(initdb as Uint8Array<ArrayBuffer>),
      fsBundle: new Blob([fsBundle as Uint8Array<ArrayBuffer>]),
    };
  })();
  return runtime;
}

/** A failure inside the worker, as the caller would have seen it in-thread: `code` and all. */
function rebuild(error: WorkerError): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}

/** How long close waits for the database to shut down cleanly before stopping its thread. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Threads whose database closed cleanly, kept for the next one: a new thread runs PGlite's
 * JavaScript cold, which makes opening a database (the tests open hundreds) about twice as slow.
 */
const idle: { worker: Worker; gone: () => void }[] = [];
const IDLE_KEPT = 2;

/**
 * The thread's JavaScript only passes messages, rows and parameters: its short-lived objects
 * need little room, and V8's default let that room grow to 32 MB under load (decision 131).
 */
const YOUNG_GENERATION_MB = 12;

async function aWorker(): Promise<Worker> {
  const kept = idle.pop();
  if (kept) {
    kept.worker.off('exit', kept.gone).off('error', kept.gone);
    return kept.worker;
  }
  const worker = new Worker(workerUrl(), {
    workerData: await sharedRuntime(),
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  worker.unref();
  return worker;
}

function keepOrEnd(worker: Worker): Promise<unknown> {
  if (idle.length >= IDLE_KEPT) return worker.terminate();
  const kept = { worker, gone: () => idle.splice(idle.indexOf(kept) >>> 0, 1) };
  worker.once('exit', kept.gone).once('error', kept.gone);
  idle.push(kept);
  return Promise.resolve();
}

/** The embedded database's thread, seen from the main thread: requests in, replies out. */
export class PgliteThread {
  private readonly waiting = new Map<number, Waiting>();
  /** Who hears the notices the worker forwards, and is told when the thread is gone. */
  private readonly hearings = new Map<Hearing, ReadonlySet<string>>();
  private nextId = 1;
  /** Why nothing more can be asked (closed, or the thread died); null while it works. */
  private gone: Error | null = null;
  private readonly listeners = {
    message: (reply: Reply) => this.receive(reply),
    error: (error: Error) => this.die(error),
    exit: (code: number) =>
      this.die(new Error(`the embedded database's thread exited (code ${code})`)),
  };

  private constructor(private readonly worker: Worker) {
    worker.on('message', this.listeners.message);
    worker.on('error', this.listeners.error);
    worker.on('exit', this.listeners.exit);
  }

  static async start(database: OpenDatabase): Promise<PgliteThread> {
    const thread = new PgliteThread(await aWorker());
    try {
      await thread.ask({ kind: 'open', database }, database.startFrom ? [database.startFrom] : []);
    } catch (error) {
      thread.gone ??= new Error('the embedded database did not open');
      thread.detach();
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  /** Requests asked and not yet answered: the one running and those queued behind it. */
  get asksWaiting(): number {
    return this.waiting.size;
  }

  /** Asks the worker; the answer, or its failure (as DatabaseUnavailableError once gone). */
  ask(request: Asked, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.gone) return Promise.reject(new DatabaseUnavailableError(this.gone));
    const id = this.nextId++;
    const answer = new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    // Like PGlite in-thread, an idle database does not keep the process alive; a busy one does.
    if (this.waiting.size === 1) this.worker.ref();
    this.worker.postMessage({ ...request, id }, transfer);
    return answer;
  }

  /** Tells the worker something that has no answer. */
  tell(request: Extract<Request, { kind: 'abandon' }>): void {
    if (!this.gone) this.worker.postMessage(request);
  }

  async close(): Promise<void> {
    if (this.gone) return;
    const closing = this.ask({ kind: 'close' });
    this.gone = new Error('the embedded database is closed');
    this.hearings.clear();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CLOSE_GRACE_MS);
    });
    const closed = await Promise.race([
      closing.then(
        () => true,
        () => false,
      ),
      grace,
    ]);
    clearTimeout(timer);
    this.detach();
    // A thread that closed its database cleanly can take the next one; any other ends here.
    await (closed ? keepOrEnd(this.worker) : this.worker.terminate());
  }

  private detach(): void {
    this.worker.off('message', this.listeners.message);
    this.worker.off('error', this.listeners.error);
    this.worker.off('exit', this.listeners.exit);
    this.worker.unref();
  }

  /**
   * Passes each notice on `channels` to `hearing` until the answer is called. The worker keeps
   * listening to a channel once asked: that costs nothing, and other hearings may want it.
   */
  async hear(channels: readonly string[], hearing: Hearing): Promise<() => void> {
    this.hearings.set(hearing, new Set(channels));
    const stop = () => {
      this.hearings.delete(hearing);
    };
    try {
      for (const channel of channels) await this.ask({ kind: 'listen', channel });
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  private receive(reply: Reply): void {
    if (reply.kind === 'notice') {
      for (const [hearing, channels] of this.hearings) {
        if (channels.has(reply.channel)) hearing.notice(reply.channel, reply.payload);
      }
      return;
    }
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (reply.kind === 'done') waiting.resolve(reply.value);
    else if (this.gone) waiting.reject(new DatabaseUnavailableError(rebuild(reply.error)));
    else waiting.reject(rebuild(reply.error));
  }

  /** The thread is gone: everything waiting, and everything after, fails as unavailable. */
  private die(cause: Error): void {
    const expected = this.gone !== null;
    this.gone ??= cause;
    if (!expected) console.error('paddock: the embedded database stopped:', cause);
    for (const waiting of this.waiting.values()) {
      waiting.reject(new DatabaseUnavailableError(cause));
    }
    this.waiting.clear();
    const hearings = [...this.hearings.keys()];
    this.hearings.clear();
    for (const hearing of hearings) hearing.lost(cause);
  }
}
