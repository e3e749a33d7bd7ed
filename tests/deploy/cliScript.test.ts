// `npm run cli` on an installed copy (decision 141): with NODE_ENV=production it runs the
// command line that `npm run build` made, and builds nothing: running instances load files from
// dist/server, and a production install may have no build tools.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A copy of the package's scripts with no node_modules (no esbuild: a build would fail), and,
 * when `built`, a dist/server/cli.js standing for the built command line, which says what it
 * was asked.
 */
function installedCopy(built: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'paddock-cli-script-'));
  cpSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(root, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
  if (built) {
    mkdirSync(path.join(dir, 'dist/server'), { recursive: true });
    writeFileSync(
      path.join(dir, 'dist/server/cli.js'),
      'console.log("the built command line ran: " + process.argv.slice(2).join(" "));\n',
    );
  }
  return dir;
}

/** `npm run cli -- …args` as npm runs it: package.json's script, in sh, the arguments after it. */
function npmRunCli(dir: string, args: string[]) {
  const { scripts } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return spawnSync('sh', ['-c', `${scripts.cli} "$@"`, 'cli', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: dir, NODE_ENV: 'production' },
  });
}

describe('npm run cli in production', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  it('When NODE_ENV is production, then it runs the built command line as it is and builds nothing', () => {
    dir = installedCopy(true);
    const run = npmRunCli(dir, ['backup', '/var/backups/paddock/x.backup']);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toBe('the built command line ran: backup /var/backups/paddock/x.backup\n');
    expect(readdirSync(path.join(dir, 'dist/server'))).toEqual(['cli.js']);
  });

  it('When NODE_ENV is production and nothing is built, then it says to build first', () => {
    dir = installedCopy(false);
    const run = npmRunCli(dir, ['user', 'list']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run build');
  });
});
