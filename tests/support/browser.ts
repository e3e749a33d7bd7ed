import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/domain/accounts';
import { COMMAND_LINE } from '../../src/server/audit/auditSql';
import { createAccount } from '../../src/server/auth/createAccount';
import { cookieSettings } from '../../src/server/auth/sessionCookie';
import { startSession } from '../../src/server/auth/sessions';
import type { UserRecord } from '../../src/server/auth/usersSql';
import type { TestApp } from './testApp';
import { appCode, type Enrolled, enrolTwoFactor } from './twoFactor';

/**
 * One browser talking to the app in process: it keeps the session cookie the server sets and
 * sends what our own pages send (our Origin, JSON bodies).
 */
export class TestBrowser {
  /** The cookies it holds, by name, as a browser would keep them. */
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly t: Pick<TestApp, 'app' | 'config'>,
    readonly ip = '203.0.113.10',
  ) {}

  /** The Cookie header it sends, or null with no cookies. */
  get cookie(): string | null {
    if (this.cookies.size === 0) return null;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The session cookie alone (e.g. to give another browser), or null when signed out. */
  get sessionCookie(): string | null {
    for (const [name, value] of this.cookies) {
      if (name.endsWith('paddock_session')) return `${name}=${value}`;
    }
    return null;
  }

  private remember(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const setCookies = Array.isArray(header) ? header : header ? [header] : [];
    for (const setCookie of setCookies) {
      const pair = setCookie.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      if (/Max-Age=0\b/.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(method === 'GET'
          ? {}
          : { origin: this.t.config.publicUrl, 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body === undefined
        ? method === 'GET'
          ? {}
          : { payload: '{}' }
        : { payload: JSON.stringify(body) }),
    });
    this.remember(response);
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
}

let counter = 0;

/** A fresh address for each account a test makes, so tests never collide. */
export function uniqueEmail(prefix = 'walker'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.com`;
}

let addresses = 0;

/**
 * A fresh client address (from 198.18.0.0/15, set aside for tests), for tests whose customers
 * must not share the limits kept per address.
 */
export function uniqueIp(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

export const GOOD_PASSWORD = 'correct horse battery staple';

/** An account made by someone at the machine (its address counts as verified), as the CLI does. */
export function accountAtMachine(
  t: Pick<TestApp, 'paddock'>,
  email: string,
  password: string,
  role: Role,
): Promise<UserRecord> {
  return createAccount(t.paddock.context, { email, password, role, madeBy: COMMAND_LINE });
}

/**
 * An account of the given role, signed in in a browser of its own, at an address of its own.
 * Staff set up two-factor sign-in first (they must) and sign in with their code.
 */
export async function signedInAs(
  t: TestApp,
  role: Role,
  email = uniqueEmail(role),
  ip = uniqueIp(),
): Promise<TestBrowser> {
  const user = await accountAtMachine(t, email, GOOD_PASSWORD, role);
  const enrolled = role === 'customer' ? null : await enrolTwoFactor(t, user);
  const browser = new TestBrowser(t, ip);
  const response = await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
  if (enrolled && response.statusCode === 202) {
    // The enrolment took this step's code: the app's next one is the first it may use again.
    const { challenge } = response.json() as { challenge: string };
    const code = appCode(enrolled.secret, 1);
    const second = await browser.post('/api/auth/sign-in/code', { challenge, code });
    if (second.statusCode !== 200) throw new Error(`code step failed: ${second.body}`);
    return browser;
  }
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return browser;
}

/** A staff account made at the machine with two-factor set up, as staff must have it. */
export async function staffAtMachine(
  t: Pick<TestApp, 'paddock'>,
  email: string,
  role: Exclude<Role, 'customer'>,
  password = GOOD_PASSWORD,
): Promise<UserRecord & { enrolled: Enrolled }> {
  const user = await accountAtMachine(t, email, password, role);
  return { ...user, enrolled: await enrolTwoFactor(t, user) };
}

/**
 * A browser holding a session of the account, made directly (as a test fixture may): for
 * tests that sign the same account in again and again, which its codes would not allow
 * within one 30-second step.
 */
export async function browserWithSession(
  t: Pick<TestApp, 'app' | 'config' | 'paddock'>,
  userId: string,
  ip?: string,
): Promise<TestBrowser> {
  const { db, clock } = t.paddock.context;
  const token = await db.transaction((tx) => startSession(tx, userId, null, clock.now()));
  const browser = new TestBrowser(t, ip);
  browser.cookies.set(cookieSettings(t.config.publicUrl).name, token);
  return browser;
}
