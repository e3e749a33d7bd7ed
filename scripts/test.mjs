// npm test: every check and test there is. Lint and types, then unit and server tests (Vitest),
// then the pages in Chromium (Playwright) against a fresh build. Stops at the first part that fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissing, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!chromiumPath()) {
  console.error(chromiumMissing);
  process.exit(1);
}

const steps = [
  // The checks first: they take seconds, and a red one needs no browser to tell.
  ['lint', ['node_modules/@biomejs/biome/bin/biome', 'check', '.']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']],
  ['build', ['scripts/build.mjs']],
  [
    'unit and server tests',
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=./scripts/vitestUnfinished.mjs',
    ],
  ],
  ['browser tests', ['node_modules/@playwright/test/cli.js', 'test']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: the server tests run on PGlite only (.ci/run adds PostgreSQL).',
  );
}

for (const [name, args] of steps) {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`npm test: ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`npm test: ${name} passed in ${seconds} s`);
}
