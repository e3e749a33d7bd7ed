import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function collectOutput(child: ChildProcess): () => string;
export function waitUntilAnswering(
  child: ChildProcess,
  url: string,
  options?: { timeoutMs?: number; describe?: () => string },
): Promise<void>;
