// npm test: every check and test there is. Lint and types, then unit and server tests (Vitest),
// then the pages in Chromium (Playwright) against a fresh build. Stops at the first part that fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissing, chromiumPath } from './chromium.mjs';
import { serverSuiteMode, skippedFaultsLine } from './serverSuites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!chromiumPath()) {
  console.error(chromiumMissing);
  process.exit(1);
}

const VITEST = 'unit and server tests';
const VITEST_CLI = 'node_modules/vitest/vitest.mjs';

const steps = [
  // The checks first: they take seconds, and a red one needs no browser to tell.
  ['lint', ['node_modules/@biomejs/biome/bin/biome', 'check', '.']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']],
  ['build', ['scripts/build.mjs']],
  [VITEST, [VITEST_CLI, 'run', '--reporter=default', '--reporter=./scripts/vitestUnfinished.mjs']],
  ['browser tests', ['node_modules/@playwright/test/cli.js', 'test']],
];

console.log(serverSuiteMode());
const skippedFaults = skippedFaultsLine();
if (skippedFaults) console.log(skippedFaults);

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status;

/**
 * After a Vitest run that failed: when no test failed and only worker processes died (V8 can
 * abort a process that makes and frees many embedded databases, nodejs/node#64500), the files
 * they were running are run once more, each in its own project, and must pass. Any failed test
 * fails the step as it is (decision 103).
 */
function rerunDeadWorkers(outcomePath) {
  if (!existsSync(outcomePath)) return false;
  const { failedTests, unfinished } = JSON.parse(readFileSync(outcomePath, 'utf8'));
  if (failedTests > 0 || unfinished.length === 0) return false;
  const names = unfinished.map(({ project, file }) => `${project} ${file}`).join(', ');
  console.error(
    `npm test: a Vitest worker process died with no test failed (see nodejs/node#64500); running its files again: ${names}`,
  );
  return unfinished.every(
    ({ project, file }) =>
      run([VITEST_CLI, 'run', '--reporter=default', '--project', project, file]) === 0,
  );
}

const outcomePath = path.join(mkdtempSync(path.join(tmpdir(), 'paddock-test-')), 'vitest.json');

for (const [name, args] of steps) {
  const started = Date.now();
  const status = run(args, name === VITEST ? { PADDOCK_VITEST_OUTCOME: outcomePath } : {});
  const passed = status === 0 || (name === VITEST && rerunDeadWorkers(outcomePath));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!passed) {
    console.error(`npm test: ${name} failed after ${seconds} s`);
    process.exit(status ?? 1);
  }
  console.log(`npm test: ${name} passed in ${seconds} s`);
}
