// The built server's log as it reaches its standard output: JSON lines for a pipe (the journal,
// docker), one readable line per request on a terminal or with LOG_FORMAT=pretty.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectOutput, freePort, waitUntilAnswering } from '../../scripts/localServer.mjs';
import { buildServerAside, type ChildServer, startChildServer } from '../support/childServer';

// biome-ignore lint/suspicious/noControlCharactersInRegex: a terminal's color codes
const COLORS = /\u001b\[\d+m/g;
const TIME = String.raw`\d\d:\d\d:\d\d\.\d{3}`;
/** `script` (util-linux) runs a command on a pseudo-terminal of its own. */
const hasScript = spawnSync('script', ['--version']).status === 0;

/** Lines written so far, without a terminal's carriage returns. */
const linesOf = (output: string) => output.replaceAll('\r', '').split('\n').filter(Boolean);

async function until(check: () => boolean, what: () => string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Asks for the park's settings; answers the request's id. */
async function askPark(url: string): Promise<string> {
  const response = await fetch(`${url}/api/park`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const id = response.headers.get('x-request-id');
  if (!id) throw new Error('no X-Request-Id');
  return id;
}

describe('the log on standard output', () => {
  let build: ReturnType<typeof buildServerAside>;
  const servers: ChildServer[] = [];
  const dataDirs: string[] = [];
  const environment = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paddock-log-'));
    dataDirs.push(dataDir);
    return { LOG_LEVEL: 'info', DATA_DIR: dataDir };
  };

  beforeAll(() => {
    build = buildServerAside();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    build?.remove();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('When standard output is a pipe, then every line is JSON, the request’s with its id, as today', async () => {
    const server = await startChildServer(build.appRoot, environment());
    servers.push(server);
    const reqId = await askPark(server.url);
    const lines = () => linesOf(server.output());
    await until(
      () => server.output().includes(reqId),
      () => `the request's line in: ${server.output()}`,
    );
    const parsed = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.find((line) => line.reqId === reqId)).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/park',
      status: 200,
    });
  });

  it('When LOG_FORMAT=pretty, then a request is one readable line, with its id, and no line is JSON', async () => {
    const server = await startChildServer(build.appRoot, {
      ...environment(),
      LOG_FORMAT: 'pretty',
    });
    servers.push(server);
    const reqId = await askPark(server.url);
    await until(
      () => server.output().includes(reqId),
      () => `the request's line in: ${server.output()}`,
    );
    const lines = linesOf(server.output());
    const mine = lines.filter((line) => line.includes(reqId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(new RegExp(`^${TIME} INFO  GET /api/park 200 \\d+ ms reqId=${reqId}$`));
    // Written to a pipe, so no colors; and nothing in it is JSON any more.
    expect(server.output()).not.toMatch(COLORS);
    for (const line of lines) expect(line.startsWith('{')).toBe(false);
    expect(lines.some((line) => /INFO {2}Paddock is serving http/.test(line))).toBe(true);
  });

  // A real terminal comes from util-linux's `script`; a machine without it (it is in Debian's
  // base system, so CI has it) cannot give the server one.
  it.runIf(hasScript)(
    'When standard output is a terminal, then a request is one readable line, in color, and no line is JSON',
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const main = path.join(build.appRoot, 'dist/server/main.js');
      // `exec`: the server is the terminal's one process, and goes when the terminal does.
      const child: ChildProcess = spawn(
        'script',
        ['-qfec', `exec '${process.execPath}' '${main}'`, '/dev/null'],
        {
          cwd: build.appRoot,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? tmpdir(),
            TERM: 'xterm',
            NODE_ENV: 'development',
            HOST: '127.0.0.1',
            PORT: String(port),
            PUBLIC_URL: url,
            ...environment(),
          },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      const output = collectOutput(child);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        await waitUntilAnswering(child, `${url}/ping`, { describe: () => `: ${output()}` });
        const reqId = await askPark(url);
        await until(
          () => output().includes(reqId),
          () => `the request's line in: ${output()}`,
        );
        expect(output()).toMatch(COLORS);
        const lines = linesOf(output().replace(COLORS, ''));
        const mine = lines.filter((line) => line.includes(reqId));
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatch(
          new RegExp(`^${TIME} INFO  GET /api/park 200 \\d+ ms reqId=${reqId}$`),
        );
        for (const line of lines) expect(line.startsWith('{')).toBe(false);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    },
  );
});
