// The processes a benchmark run starts: the built server, the bare Fastify yardstick, the load
// driver and the seeder; and the throwaway PostgreSQL database a run on PostgreSQL uses.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, waitUntilAnswering } from '../localServer.mjs';
import { serverNodeFlags } from '../serverNodeFlags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere or once it exited. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** Runs a node script to its end; answers the last line it printed, parsed as JSON. */
export function runNode(script, args, { env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`${path.basename(script)} exited ${code}: ${stderr.slice(-2000)}`));
        return;
      }
      const last = stdout.trim().split('\n').at(-1) ?? 'null';
      resolve(JSON.parse(last));
    });
  });
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(timer));
}

/**
 * `node dist/server/main.js` on its own port; answers once it serves /ping. With `profileDir`,
 * under V8's profiler, which writes a profile per thread there when it stops.
 */
export async function startPaddock({ dataDir, databaseUrl, logLevel, profileDir = null }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    // Production sends answers unchecked; development's check would be measured instead.
    CHECK_ANSWERS: '0',
    LOG_LEVEL: logLevel,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const started = performance.now();
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, ...profiling, path.join(root, 'dist/server/main.js')],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Only the end of what it says is kept: enough to explain a failure.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await waitUntilAnswering(child, `${url}/ping`, {
    timeoutMs: 60_000,
    describe: () => `: ${output}`,
  });
  return {
    url,
    pid: child.pid,
    startMs: Math.round(performance.now() - started),
    output: () => output,
    stop: () => stopChild(child),
  };
}

/** The bare Fastify "hello world" on its own port. */
export async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/bare.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitUntilAnswering(child, `http://127.0.0.1:${port}/`);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/** Drives `plan` (see load.mjs) from a process of its own. */
export function runLoad(plan) {
  return runNode(path.join(root, 'scripts/bench/load.mjs'), [JSON.stringify(plan)]);
}

/**
 * A database of the run's own on the server `baseUrl` names, dropped by `drop()`: the
 * benchmark never writes to a database it did not make.
 */
export async function throwawayDatabase(baseUrl) {
  const name = `paddock_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
