import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { launchServer, runCli } from './support/server';

const root = path.resolve(import.meta.dirname, '../..');

// Each test starts servers of its own (on folders of their own, or none): they run side by side.
test.describe.configure({ mode: 'parallel' });

function startWith(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(tmpdir(), 'paddock-never'),
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim() };
}

for (const [name, value, expected] of [
  ['PORT', 'abc', 'Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")'],
  ['DATABASE_URL', 'nonsense', 'Configuration error: DATABASE_URL must be a postgres:// address'],
  ['NOW', 'yesterday', 'Configuration error: NOW must be an ISO instant'],
] as const) {
  test(`${name}=${value} stops start-up with one clear line naming ${name}`, () => {
    const result = startWith({ [name]: value });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(expected);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
}

test('production without a mail server stops start-up and says why', () => {
  const result = startWith({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://book.example.com',
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    MAIL_FROM: 'a@example.com',
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toBe(
    'Configuration error: SMTP_URL must be set in production (without it no e-mail would reach customers)',
  );
});

test('production without a Stripe key stops start-up and says why', () => {
  const result = startWith({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://book.example.com',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'a@example.com',
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toBe(
    'Configuration error: STRIPE_SECRET_KEY must be set in production (without it nobody could pay by card)',
  );
});

test('a database server that does not answer stops start-up with one line naming DATABASE_URL', () => {
  const result = startWith({ DATABASE_URL: 'postgres://paddock:secret@127.0.0.1:1/paddock' });
  expect(result.code).toBe(1);
  expect(result.stderr.split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(
    /^Could not reach the database at DATABASE_URL postgres:\/\/paddock:\*\*\*@127\.0\.0\.1:1\/paddock: /,
  );
});

test('the first start creates DATA_DIR and serves the home page; a second start keeps the data', async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'paddock-start-'));
  const dataDir = path.join(parent, 'data');
  try {
    expect(existsSync(dataDir)).toBe(false);
    const first = await launchServer({ dataDir });
    console.log(`first start answered after ${first.startMs} ms`);
    expect(existsSync(dataDir)).toBe(true);
    const home = await fetch(`${first.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Meadow Paddock Dog Field');

    // While it runs, nothing else may open the same embedded database.
    const meanwhile = await runCli(['park', 'show'], first.env);
    expect(meanwhile.code).toBe(1);
    expect(meanwhile.stderr).toMatch(
      /^DATA_DIR .* is in use by another Paddock process \(pid \d+\)/,
    );
    await first.stop();

    const renamed = await runCli(['park', 'set', 'name', 'Hilltop Hounds Field'], first.env);
    expect(renamed).toMatchObject({ code: 0, stdout: 'Saved name.\n' });

    const second = await launchServer({ dataDir });
    console.log(`second start answered after ${second.startMs} ms`);
    const park = (await (await fetch(`${second.url}/api/park`)).json()) as {
      park: { name: string };
    };
    expect(park.park.name).toBe('Hilltop Hounds Field');
    await second.stop();
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

/** The npm packages a started server has loaded, read once it answers. */
async function packagesLoadedAtStart(env: Record<string, string>): Promise<Set<string>> {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'paddock-packages-')), 'loaded.txt');
  const hook = path.join(import.meta.dirname, 'support/recordPackages.mjs');
  const server = await launchServer({
    env: { ...env, NODE_OPTIONS: `--import=${hook}`, PADDOCK_PACKAGES_LOG: log },
  });
  try {
    return new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean));
  } finally {
    await server.stop();
    rmSync(path.dirname(log), { recursive: true, force: true });
  }
}

test('a park without a mail server or Stripe never loads nodemailer or the Stripe SDK; with them set, it does', async () => {
  const plain = await packagesLoadedAtStart({});
  // The hook sees the server's packages at all (else the test below proves nothing).
  expect(plain.has('fastify')).toBe(true);
  expect(plain.has('nodemailer')).toBe(false);
  expect(plain.has('stripe')).toBe(false);

  const full = await packagesLoadedAtStart({
    SMTP_URL: 'smtp://127.0.0.1:9',
    STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
    STRIPE_WEBHOOK_SECRET: 'whsec_not_a_real_secret',
  });
  expect(full.has('nodemailer')).toBe(true);
  expect(full.has('stripe')).toBe(true);
});

test('the command line refuses a bad setting with the reason, and changes nothing', async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'paddock-cli-'));
  const env = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: path.join(parent, 'data'),
    LOG_LEVEL: 'warn',
  };
  try {
    const bad = await runCli(['park', 'set', 'video-1', 'http://insecure.example/v'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('video-1: Use a YouTube or Vimeo address.');
    const unknown = await runCli(['park', 'set', 'colour', 'green'], env);
    expect(unknown.stderr).toContain('Unknown field "colour"');
    const shown = await runCli(['park', 'show'], env);
    expect(JSON.parse(shown.stdout).videos[0].embedUrl).toBeNull();
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});
