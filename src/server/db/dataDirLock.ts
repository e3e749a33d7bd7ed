import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Another process holds the embedded database; opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number, waitedMs = 0) {
    const waited =
      waitedMs > 0 ? ` It was still running after ${Math.round(waitedMs / 1000)} s.` : '';
    super(
      `DATA_DIR ${dataDir} is in use by another Paddock process (pid ${pid}).${waited} Stop that process first, or set DATABASE_URL so several processes can share a PostgreSQL server.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * How long a start waits for the process named in the lock to end: one killed a moment ago
 * (kill -9, a crash) takes a second or so to give back its memory and files (decision 137).
 */
export const LOCK_WAIT_MS = 10_000;
const POLL_MS = 100;

/** The process that wrote a lock: its pid, and when it started where the system says. */
interface Holder {
  pid: number;
  /** Its start in clock ticks since boot (Linux's /proc); null where unknown. */
  started: string | null;
}

/** A process's state letter and start time from /proc; null where there is no such entry. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    // The name in brackets may hold spaces: fields are counted after its closing bracket.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [state, started] = [fields[0], fields[19]];
    return state && started ? { state, started } : null;
  } catch {
    return null;
  }
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's writer still runs. A zombie has given back its files already; a process
 * with the pid but another start time is a newcomer that reused it.
 */
function isRunning(holder: Holder): boolean {
  const stat = procStat(holder.pid);
  if (!stat) return signalReaches(holder.pid);
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return holder.started === null || holder.started === stat.started;
}

/** The lock's text: our pid, and our start time where the system tells it. */
function lockText(): string {
  const started = procStat(process.pid)?.started;
  return started ? `${process.pid} ${started}` : String(process.pid);
}

function holderOf(file: string): Holder | null {
  const [pid, started] = readFileSync(file, 'utf8').trim().split(/\s+/);
  const number = Number.parseInt(pid ?? '', 10);
  return Number.isInteger(number) ? { pid: number, started: started ?? null } : null;
}

/** Locks this process holds: a pid in the file equal to ours may be a stale one reused. */
const heldHere = new Set<string>();

/** Takes the lock if no running process holds it: answers the release, or the holder's pid. */
function tryLock(file: string): (() => void) | number {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, lockText());
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder && holder.pid !== process.pid && isRunning(holder)) return holder.pid;
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}

/**
 * Claims `dataDir` for this process with a lock file holding our pid. A lock left by a process
 * that no longer runs (a crash, a kill -9) is taken over; one whose process still runs is
 * waited on for up to `waitMs`, as a process killed a moment ago is still ending, and then
 * refused. Answers the release function.
 */
export async function lockDataDir(dataDir: string, waitMs = LOCK_WAIT_MS): Promise<() => void> {
  const file = path.join(dataDir, 'paddock.lock');
  if (heldHere.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  const started = Date.now();
  for (;;) {
    const taken = tryLock(file);
    if (typeof taken === 'function') return taken;
    if (Date.now() - started >= waitMs) throw new DataDirInUseError(dataDir, taken, waitMs);
    await sleep(POLL_MS);
  }
}
