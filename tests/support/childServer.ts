import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectOutput, freePort, waitUntilAnswering } from '../../scripts/localServer.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// The server bundle exactly as `npm run build` makes it (its own options), written aside: a
// build of the web app elsewhere empties dist/ and must not pull it from under a server that
// a test restarts.
const BUILD_ASIDE = `
import { build } from 'esbuild';
import { serverBuildOptions } from './scripts/build-server.mjs';
await build({ ...serverBuildOptions, outdir: process.env.PADDOCK_BUILD_OUT });
`;

/** Bundles the server of this working tree into a folder of its own; answers the folder. */
export function buildServerAside(): { appRoot: string; remove(): void } {
  const appRoot = mkdtempSync(path.join(tmpdir(), 'paddock-fault-'));
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', BUILD_ASIDE], {
    cwd: root,
    env: { ...process.env, PADDOCK_BUILD_OUT: path.join(appRoot, 'dist/server') },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`);
  // The bundle is ESM in .js files and imports its npm packages by name.
  writeFileSync(path.join(appRoot, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(path.join(root, 'node_modules'), path.join(appRoot, 'node_modules'));
  return { appRoot, remove: () => rmSync(appRoot, { recursive: true, force: true }) };
}

export interface ChildServer {
  url: string;
  port: number;
  /** Everything it wrote so far (its log lines). */
  output(): string;
  /** kill -9, as the machine's power or the OOM killer would; resolves once it is gone. */
  kill(): Promise<void>;
  /** A normal stop (SIGTERM). */
  stop(): Promise<void>;
  /** Sends SIGTERM and returns at once; `exited` tells how it ended. */
  terminate(): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `node dist/server/main.js` of a build aside, as `npm start` runs it, on `port` (a free one by
 * default; a restart passes the port it had); waits until it answers.
 */
export async function startChildServer(
  appRoot: string,
  env: Record<string, string>,
  port?: number,
): Promise<ChildServer> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(appRoot, 'dist/server/main.js')], {
    cwd: appRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      PUBLIC_URL: url,
      DATA_DIR: path.join(appRoot, 'data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await waitUntilAnswering(child, `${url}/ping`, { describe: () => `: ${output()}` });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    port: listenOn,
    output,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    terminate: () => void signal('SIGTERM'),
    exited,
  };
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A browser's API calls over HTTP to a server process, as our pages make them: our Origin,
 * JSON bodies, the cookies it was given; from an address of its own (X-Forwarded-For, for a
 * server started with TRUST_PROXY=1).
 */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    private readonly ip: string,
  ) {}

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async post(serverUrl: string, url: string, body: unknown = {}): Promise<Answer> {
    const response = await fetch(new URL(url, serverUrl), {
      method: 'POST',
      headers: {
        origin: this.origin,
        'content-type': 'application/json',
        'x-forwarded-for': this.ip,
        cookie: this.cookieHeader(),
      },
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
}
