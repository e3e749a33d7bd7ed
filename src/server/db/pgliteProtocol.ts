// What the main thread and the embedded database's worker (pgliteWorker.ts) say to each other.
// Types only: the worker runs under Node's type stripping, which erases `import type`.

/** One database for the worker to open (a worker opens another after closing one). */
export interface OpenDatabase {
  dataDir: string | null;
  /** A dump to begin from (`dump()`), as bytes: a Blob would be copied twice on its way. */
  startFrom: ArrayBuffer | null;
  /** Type OIDs answered as Postgres's own text (dates: 'YYYY-MM-DD', never a Date). */
  asText: number[];
}

/** PGlite's own files, compiled and read once per process, given to each worker as it starts. */
export interface PgliteRuntime {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** `tx` names an open transaction: the statement runs inside it; absent, on its own. */
export type Request =
  | { kind: 'open'; id: number; database: OpenDatabase }
  | { kind: 'query'; id: number; text: string; params?: unknown[]; tx?: number }
  | { kind: 'exec'; id: number; script: string; tx?: number }
  /** Waits for the database, begins; answered once the transaction holds it. */
  | { kind: 'begin'; id: number; tx: number }
  /** Commits or rolls back; answered when done. */
  | { kind: 'end'; id: number; tx: number; commit: boolean }
  /** The caller stopped waiting for its turn: the transaction must never do anything. */
  | { kind: 'abandon'; tx: number }
  | { kind: 'dump'; id: number; compression: 'gzip' | 'none' }
  /** Sends every notice on `channel` from now on (as a Reply of kind 'notice'). */
  | { kind: 'listen'; id: number; channel: string }
  | { kind: 'unlisten'; id: number; channel: string }
  | { kind: 'close'; id: number };

/** What a failed statement carried: message, and Postgres's fields (code, constraint…). */
export interface WorkerError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | undefined>;
}

export type Reply =
  | { kind: 'done'; id: number; value?: unknown }
  /** What `pg_notify` sent on a channel listened to: sent as the database delivers it. */
  | { kind: 'notice'; channel: string; payload: string }
  | { kind: 'failed'; id: number; error: WorkerError };
