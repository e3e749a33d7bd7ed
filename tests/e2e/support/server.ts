import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * setup) or to stop (up to 10 s to stop gracefully): more than a test's 30 s when both workers
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

/** Starts `node dist/server/main.js` as `npm start` would, and waits until it answers. */
export async function launchServer(options: LaunchOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir =
    options.dataDir ?? path.join(mkdtempSync(path.join(tmpdir(), 'paddock-e2e-')), 'data');
  const env = baseEnv(port, dataDir, options.env);
  for (const args of options.setup ?? []) {
    const result = await runCli(args, env);
    if (result.code !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
  }

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
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (ownDataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}
