import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another process holds the embedded database; opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another Paddock process (pid ${pid}). Stop that process first, or set DATABASE_URL so several processes can share a PostgreSQL server.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks this process holds: a pid in the file equal to ours may be a stale one reused. */
const heldHere = new Set<string>();

/**
 * Claims `dataDir` for this process with a lock file holding our pid. A lock left by a process
 * that no longer runs (a crash, a kill -9) is taken over. Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'paddock.lock');
  if (heldHere.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}
