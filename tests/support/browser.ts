import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/domain/accounts';
import type { TestApp } from './testApp';

/**
 * One browser talking to the app in process: it keeps the session cookie the server sets and
 * sends what our own pages send (our Origin, JSON bodies).
 */
export class TestBrowser {
  cookie: string | null = null;

  constructor(
    private readonly t: Pick<TestApp, 'app' | 'config'>,
    readonly ip = '203.0.113.10',
  ) {}

  private remember(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const setCookie = Array.isArray(header) ? header[0] : header;
    if (!setCookie) return;
    const pair = setCookie.split(';')[0] ?? '';
    this.cookie = /Max-Age=0\b/.test(setCookie) ? null : pair;
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

export const GOOD_PASSWORD = 'correct horse battery staple';

/** An account of the given role, signed in in a browser of its own. */
export async function signedInAs(
  t: TestApp,
  role: Role,
  email = uniqueEmail(role),
): Promise<TestBrowser> {
  await t.paddock.auth.createAccount(email, GOOD_PASSWORD, role);
  const browser = new TestBrowser(t);
  const response = await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return browser;
}
