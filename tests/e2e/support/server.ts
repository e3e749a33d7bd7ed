import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { collectOutput, freePort, waitUntilAnswering } from '../../../scripts/localServer.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const mainJs = path.join(root, 'dist/server/main.js');
const cliJs = path.join(root, 'dist/server/cli.js');
const run = promisify(execFile);

/**
 * How long a worker's own server may take to start (up to 30 s to answer, after any command-line
 * setup) or to stop (up to 20 s to stop gracefully): more than a test's 30 s when both workers
 * load the two cores, so the fixtures that hold a server get this instead.
 */
export const SERVER_FIXTURE_MS = 90_000;

/** The instant the e2e server's clock starts at: before opening day, as in the seed. */
export const E2E_NOW = '2025-05-01T09:00:00+01:00';

export interface RunningServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  /** Milliseconds from spawning the process to its first answer. */
  startMs: number;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  env?: Record<string, string>;
  /** Keep using this DATA_DIR (and leave it on stop) instead of a fresh one. */
  dataDir?: string;
  /** `npm run cli` argument lists to run on the data before the server starts. */
  setup?: string[][];
  /** Listen on this port (an instance started again where it was) instead of a free one. */
  port?: number;
}

function baseEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    NOW: E2E_NOW,
    // Pages are opened at this address, so it is the origin the API expects.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  };
}

/** Runs the built command line with the given environment; answers its exit code and output. */
export async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliJs, ...args], { env, cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Where the run keeps each set-up DATA_DIR (globalSetup.ts makes it, and removes it after). */
const SETUPS_KEPT = 'PADDOCK_E2E_SETUPS';

/**
 * Runs the setup's command lines on the fresh DATA_DIR. The first server of a run to ask for a
 * setup runs them and keeps the folder they leave (the command line's process has ended, and
 * its lock with it); each later server with the same setup, and the same settings the command
 * line reads, starts on a copy of that folder instead of running the command lines again.
 */
async function runSetup(setup: string[][], env: Record<string, string>, dataDir: string) {
  const kept = process.env[SETUPS_KEPT];
  // What differs between servers and is not written by the command lines: left out of the key.
  const { PORT, PUBLIC_URL, DATA_DIR, SMTP_URL, PATH, HOME, ...read } = env;
  const key = createHash('sha256').update(JSON.stringify({ setup, read })).digest('hex');
  const copy = kept ? path.join(kept, key) : null;
  if (copy && existsSync(copy)) {
    cpSync(copy, dataDir, { recursive: true });
    return;
  }
  for (const args of setup) {
    const result = await runCli(args, env);
    if (result.code !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
  }
  if (!copy || !kept) return;
  const writing = mkdtempSync(path.join(kept, 'writing-'));
  cpSync(dataDir, path.join(writing, 'data'), { recursive: true });
  try {
    // Whole or not at all: another worker may have kept the same setup meanwhile.
    renameSync(path.join(writing, 'data'), copy);
  } catch {
    // It did; its copy is the same.
  }
  rmSync(writing, { recursive: true, force: true });
}

/** Starts `node dist/server/main.js` as `npm start` would, and waits until it answers. */
export async function launchServer(options: LaunchOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  const dataDir =
    options.dataDir ?? path.join(mkdtempSync(path.join(tmpdir(), 'paddock-e2e-')), 'data');
  const env = baseEnv(port, dataDir, options.env);
  if (options.setup?.length) await runSetup(options.setup, env, dataDir);

  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    env,
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${url}/ping`, { describe: () => `: ${output()}` });
  const startMs = Date.now() - started;

  return {
    url,
    dataDir,
    env,
    startMs,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        // Production's drain (3 s) and the requests in flight (up to 10 s), with room to spare.
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      if (ownDataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}
