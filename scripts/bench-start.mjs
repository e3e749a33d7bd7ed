// npm run bench:start: how long a start takes to serve the home page (first start on an empty
// DATA_DIR, then a second start on the same one), and what a first visit downloads.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitUntilAnswering } from './localServer.mjs';
import { serverNodeFlags } from './serverNodeFlags.mjs';

async function timeStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await waitUntilAnswering(child, `http://127.0.0.1:${port}/`);
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return ms;
}

const parent = mkdtempSync(path.join(tmpdir(), 'paddock-bench-'));
const dataDir = path.join(parent, 'data');
try {
  const first = await timeStart(dataDir);
  const second = await timeStart(dataDir);
  console.log(`first start (empty DATA_DIR) to home page: ${first.toFixed(0)} ms`);
  console.log(`second start (same DATA_DIR) to home page: ${second.toFixed(0)} ms`);
} finally {
  rmSync(parent, { recursive: true, force: true });
}

const assets = 'dist/web/assets';
const sizeOf = (suffix) =>
  readdirSync(assets)
    .filter((name) => name.endsWith(suffix))
    .reduce((sum, name) => sum + statSync(path.join(assets, name)).size, 0);
console.log(
  `JavaScript: ${(sizeOf('.js') / 1024).toFixed(0)} KiB, ${(sizeOf('.js.br') / 1024).toFixed(0)} KiB as brotli`,
);
console.log(
  `CSS: ${(sizeOf('.css') / 1024).toFixed(0)} KiB, ${(sizeOf('.css.br') / 1024).toFixed(0)} KiB as brotli`,
);
