import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

describe('sign-in limits', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const signIn = (browser: TestBrowser, email: string, password: string) =>
    browser.post('/api/auth/sign-in', { email, password });

  it('When an account has had 10 failed sign-ins in 10 minutes, then the 11th attempt gets 429 until the window passes', async () => {
    const email = uniqueEmail();
    await t.paddock.auth.createAccount(email, GOOD_PASSWORD, 'customer');
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
    await t.paddock.auth.createAccount(email, GOOD_PASSWORD, 'customer');
    expect((await signIn(attacker, email, GOOD_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(new TestBrowser(t, '192.0.2.67'), email, GOOD_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('When the e-mail is unknown or the password wrong, then the answer is the same', async () => {
    const email = uniqueEmail();
    await t.paddock.auth.createAccount(email, GOOD_PASSWORD, 'customer');
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
        answers.add(`${response.statusCode} ${response.body}`);
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
});
