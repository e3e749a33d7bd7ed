// For scripts that look at the built app in a real browser (npm run lighthouse): a build of its
// own, the built server on a fresh data folder with a fixed clock, accounts made at the machine
// as the owner would, and signed-in cookies got through the API as a browser would.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { freePort, waitUntilAnswering } from './localServer.mjs';

/** Held by every build in this working tree, so two never write dist/ at once. */
const BUILD_LOCK = '/tmp/paddock-build.lock';

/**
 * Builds the app and copies dist/ aside, both under the build lock: another build started
 * while the pages are measured then can't empty dist/ under the running server. Answers the
 * copy's folder, which runs as the package root (its own package.json, the repo's node_modules).
 */
export function buildAside(root, prefix) {
  const aside = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const built = spawnSync(
    'flock',
    [
      BUILD_LOCK,
      'sh',
      '-c',
      '"$0" scripts/build.mjs && cp -R dist "$1/dist"',
      process.execPath,
      aside,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.error) throw new Error(`the build could not start: ${built.error.message}`);
  if (built.status !== 0) throw new Error(`the build failed (${built.status})`);
  // The bundle is ESM in .js files and imports its npm packages by name.
  writeFileSync(path.join(aside, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(path.join(root, 'node_modules'), path.join(aside, 'node_modules'));
  return aside;
}

/**
 * The built server at `appRoot` on a fresh data folder, its clock starting at `now`, with
 * `accounts` ({ email, password, role }) made by the command line before it starts.
 */
export async function startBuiltServer({ appRoot, now, accounts, prefix = 'paddock-run' }) {
  const port = await freePort();
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), `${prefix}-`)), 'data');
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    NOW: now,
    PUBLIC_URL: url,
  };
  const cli = path.join(appRoot, 'dist/server/cli.js');
  for (const { email, password, role } of accounts) {
    execFileSync(
      process.execPath,
      [cli, 'user', 'create', '--email', email, '--password', password, '--role', role],
      { env, cwd: appRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const child = spawn(process.execPath, [path.join(appRoot, 'dist/server/main.js')], {
    env,
    cwd: appRoot,
    stdio: 'inherit',
  });
  await waitUntilAnswering(child, `${url}/ping`);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  };
  return { url, stop };
}

/** Posts JSON to the app as its own pages do, keeping the cookies it sets as a browser would. */
export class ApiClient {
  #baseUrl;
  #cookies = new Map();

  constructor(baseUrl) {
    this.#baseUrl = baseUrl;
  }

  async post(url, data) {
    const answer = await fetch(new URL(url, this.#baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: this.#baseUrl,
        cookie: this.cookieHeader(),
      },
      body: JSON.stringify(data),
    });
    this.#keepCookies(answer.headers.getSetCookie());
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${url} failed (${answer.status}): ${text}`);
    return text ? JSON.parse(text) : null;
  }

  /** One cookie's value, as the server last set it (undefined when it holds none). */
  cookie(name) {
    return this.#cookies.get(name);
  }

  /** The Cookie header a browser signed in this way would send. */
  cookieHeader() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  #keepCookies(setCookies) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (gone || !value) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

/** A customer (or any account without two-factor) signed in through the API. */
export async function signedIn(baseUrl, account) {
  const client = new ApiClient(baseUrl);
  await client.post('/api/auth/sign-in', account);
  return client;
}

/**
 * Staff sign in with a code, and /admin sends staff without two-factor to their account page:
 * the owner sets it up as on the account page, then signs in again with the app's code, asking
 * for the browser to be remembered (its cookie then skips the code step for 30 days). Pass one
 * client for several accounts and its remember cookie names them all.
 */
export async function signedInWithTwoFactor(baseUrl, account, client = new ApiClient(baseUrl)) {
  await client.post('/api/auth/sign-in', account);
  const { secret } = await client.post('/api/account/two-factor/start', {});
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await client.post('/api/account/two-factor/confirm', { code: totp.generate() });
  await client.post('/api/auth/sign-out', {});
  const { challenge } = await client.post('/api/auth/sign-in', account);
  // The first code is used up; the app's next one is good a step early.
  const code = totp.generate({ timestamp: Date.now() + 30_000 });
  await client.post('/api/auth/sign-in/code', { challenge, code, remember: true });
  return client;
}
