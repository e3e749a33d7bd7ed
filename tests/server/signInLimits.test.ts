import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { openPostgres } from '../../src/server/db/postgres';
import { startPaddock } from '../../src/server/paddock';
import { accountAtMachine, GOOD_PASSWORD, TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const signIn = (browser: TestBrowser, email: string, password: string) =>
  browser.post('/api/auth/sign-in', { email, password });

describe('sign-in limits', () => {
  it('When an account has had 10 failed sign-ins in 10 minutes, then the 11th attempt gets 429 until the window passes', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    for (let i = 0; i < 10; i += 1) {
      // From ten different addresses: the account's own limit applies whoever is trying.
      const response = await signIn(
        new TestBrowser(t, `198.51.100.${i + 1}`),
        email,
        'wrong password',
      );
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await signIn(new TestBrowser(t, '198.51.100.99'), email, GOOD_PASSWORD);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.code).toBe('auth/too-many-requests');

    t.clock.advance(10 * 60_000 + 1_000);
    expect(
      (await signIn(new TestBrowser(t, '198.51.100.99'), email, GOOD_PASSWORD)).statusCode,
    ).toBe(200);
  });

  it('When one address has failed 10 times across accounts, then its next attempt gets 429, while others still get in', async () => {
    const attacker = new TestBrowser(t, '192.0.2.66');
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(attacker, uniqueEmail('victim'), 'guess guess')).statusCode).toBe(401);
    }
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    expect((await signIn(attacker, email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(new TestBrowser(t, '192.0.2.67'), email, GOOD_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('When the e-mail is unknown or the password wrong, then the answer is the same', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    const timings: Record<string, number[]> = { unknown: [], wrong: [] };
    const answers = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      for (const [kind, address] of [
        ['unknown', uniqueEmail('nobody')],
        ['wrong', email],
      ] as const) {
        const started = performance.now();
        const response = await signIn(
          new TestBrowser(t, `203.0.113.${i * 2 + (kind === 'wrong' ? 1 : 0)}`),
          address,
          'not it at all',
        );
        timings[kind]?.push(performance.now() - started);
        // Each answer names its own request; apart from that id they must be the same.
        const body = response.body.replace(/,"requestId":"[^"]*"/, '');
        answers.add(`${response.statusCode} ${body}`);
      }
    }
    expect([...answers]).toEqual([
      '401 {"error":{"code":"auth/invalid-credential","message":"That e-mail and password do not match an account."}}',
    ]);
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // A figure to read, not a pass mark: both include one argon2id check.
    console.log(
      `sign-in answer time, median: unknown e-mail ${median(timings.unknown ?? []).toFixed(0)} ms, wrong password ${median(timings.wrong ?? []).toFixed(0)} ms`,
    );
  });

  it('When 100 wrong passwords for one account arrive at once from one address, on two instances, then at most 10 are checked and the rest get 429', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    // A second instance on the same database (its own pool on PostgreSQL).
    const secondDb: Database =
      t.database.kind === 'postgres' && t.database.url
        ? openPostgres(t.database.url, { onIdleError: () => {} })
        : t.database.db;
    const second = await startPaddock(t.config, {
      db: secondDb,
      clock: t.clock,
      webRoot: null,
      startJobs: false,
    });
    try {
      const instances = [t, { app: second.app, config: t.config }];
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          signIn(
            new TestBrowser(instances[i % 2] as TestApp, '192.0.2.44'),
            email,
            `wrong guess ${i}`,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
      const limited = answers.find((answer) => answer.statusCode === 429);
      expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await second.close();
      if (secondDb !== t.database.db) await secondDb.close();
    }
  });
});

describe('a browser that has signed in before (device cookie)', () => {
  /** The owner's own browser: it has signed in before, then signed out. */
  async function ownersBrowser(email: string, ip: string): Promise<TestBrowser> {
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    const browser = new TestBrowser(t, ip);
    expect((await signIn(browser, email, GOOD_PASSWORD)).statusCode).toBe(200);
    await browser.post('/api/auth/sign-out', {});
    expect(browser.sessionCookie).toBeNull();
    return browser;
  }

  it('When a stranger has locked the account with 10 wrong passwords, then the owner’s browser still gets in, while a new browser must wait', async () => {
    const email = uniqueEmail();
    const owner = await ownersBrowser(email, '203.0.113.20');
    for (let i = 0; i < 10; i += 1) {
      const guess = await signIn(new TestBrowser(t, `198.51.100.${i + 1}`), email, 'guess guess');
      expect(guess.statusCode).toBe(401);
    }
    expect(
      (await signIn(new TestBrowser(t, '203.0.113.20'), email, GOOD_PASSWORD)).statusCode,
    ).toBe(429);
    expect((await signIn(owner, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('When ten failures from one address lock everyone there out, then a browser that signed in there before keeps its own allowance', async () => {
    const email = uniqueEmail();
    const shared = '192.0.2.80';
    const owner = await ownersBrowser(email, shared);
    const stranger = new TestBrowser(t, shared);
    for (let i = 0; i < 10; i += 1) {
      await signIn(stranger, uniqueEmail('someone'), 'guess guess');
    }
    expect((await signIn(stranger, email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(owner, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('When the browser with the cookie fails 10 times itself, then it is held back too; its cookie is worth nothing for another account', async () => {
    const email = uniqueEmail();
    const owner = await ownersBrowser(email, '203.0.113.21');
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(owner, email, 'my own typo')).statusCode).toBe(401);
    }
    expect((await signIn(owner, email, GOOD_PASSWORD)).statusCode).toBe(429);

    // The cookie names one account: for any other it is an unknown browser.
    const other = uniqueEmail();
    await accountAtMachine(t, other, GOOD_PASSWORD, 'customer');
    for (let i = 0; i < 10; i += 1) {
      await signIn(new TestBrowser(t, `198.51.100.${i + 30}`), other, 'guess guess');
    }
    expect((await signIn(owner, other, GOOD_PASSWORD)).statusCode).toBe(429);
  });
});
