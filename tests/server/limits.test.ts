import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDiscount, slot } from '../support/bookings';
import {
  accountAtMachine,
  GOOD_PASSWORD,
  signedInAs,
  TestBrowser,
  uniqueEmail,
  uniqueIp,
} from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

/** Limits kept in the database, so they hold across instances; each answers 429 and Retry-After. */
describe('limits where a loop would cost us', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
  });
  afterEach(() => t.close());

  const count = async (sql: string) =>
    (await t.database.db.query<{ count: number }>(sql))[0]?.count;
  const retryAfter = (response: { headers: Record<string, unknown> }) =>
    Number(response.headers['retry-after']);

  it('When 60 sign-ups come at once from one address, then 10 accounts are made and the rest are told to wait', async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        new TestBrowser(t, ip).post('/api/auth/sign-up', {
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(50);
    expect(refused[0]?.json().error.code).toBe('auth/too-many-requests');
    expect(retryAfter(refused[0] as TestBrowserResponse)).toBeGreaterThan(3_000);
    expect(await count('select count(*)::int as count from users')).toBe(10);

    // Another address is not held back, and the first may sign up again after the hour.
    const elsewhere = await new TestBrowser(t, uniqueIp()).post('/api/auth/sign-up', {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(201);
    t.clock.advance(60 * 60_000 + 1_000);
    const later = await new TestBrowser(t, ip).post('/api/auth/sign-up', {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    expect(later.statusCode).toBe(201);
  });

  it('When one address asks for resets for 30 accounts, then 10 e-mails go and the rest are told to wait', async () => {
    const emails = Array.from({ length: 30 }, () => uniqueEmail('victim'));
    for (const email of emails) await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    const ip = uniqueIp();
    const answers = [];
    for (const email of emails) {
      answers.push(await new TestBrowser(t, ip).post('/api/auth/forgot-password', { email }));
    }
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20);
    expect(
      await count(`select count(*)::int as count from email_outbox where subject like 'Reset%'`),
    ).toBe(10);
  });

  it('When someone guesses discount codes, then after 10 tries an account waits, and after 30 so does the address', async () => {
    await addDiscount(t, { code: 'LIVE50', percent: 50, maxUsage: 100 });
    const ip = uniqueIp();
    const guesser = await signedInAs(t, 'customer', undefined, ip);
    const guesses = [];
    for (let i = 0; i < 11; i += 1) {
      guesses.push(await guesser.get(`/api/discounts/check?code=GUESS${i}`));
    }
    expect(guesses.slice(0, 10).map((g) => g.statusCode)).toEqual(Array(10).fill(400));
    expect(guesses[10]?.statusCode).toBe(429);
    expect(retryAfter(guesses[10] as TestBrowserResponse)).toBeGreaterThan(0);
    // Found or not, nothing more is told: the live code too waits.
    expect((await guesser.get('/api/discounts/check?code=LIVE50')).statusCode).toBe(429);
    // Book Now with a code is a guess as well.
    expect(
      (await guesser.post('/api/bookings', { ...slot('10:00'), discountCode: 'LIVE50' }))
        .statusCode,
    ).toBe(429);

    // New accounts from the same address share its 30 (13 tried so far).
    let fromAddress = 13;
    for (let n = 0; fromAddress < 30; n += 1) {
      const another = await signedInAs(t, 'customer', undefined, ip);
      for (let i = 0; i < 10 && fromAddress < 30; i += 1, fromAddress += 1) {
        expect((await another.get(`/api/discounts/check?code=MORE${n}${i}`)).statusCode).toBe(400);
      }
    }
    const fresh = await signedInAs(t, 'customer', undefined, ip);
    expect((await fresh.get('/api/discounts/check?code=LIVE50')).statusCode).toBe(429);
    const elsewhere = await signedInAs(t, 'customer', undefined, uniqueIp());
    expect((await elsewhere.get('/api/discounts/check?code=LIVE50')).json()).toEqual({
      code: 'LIVE50',
      percent: 50,
    });
  });

  it('When one account tries to hold many slots at once, then it gets two and is told it already has a booking waiting for payment', async () => {
    const walker = await signedInAs(t, 'customer');
    const times = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    const answers = await Promise.all(
      times.map((time) => walker.post('/api/bookings', slot(time))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]?.json().error).toEqual({
      code: 'booking/hold-limit',
      message: 'You already have a booking waiting for payment.',
      requestId: expect.any(String),
    });
    // Until the first hold would run out (30 minutes).
    expect(retryAfter(refused[0] as TestBrowserResponse)).toBeGreaterThan(29 * 60);
    expect(retryAfter(refused[0] as TestBrowserResponse)).toBeLessThanOrEqual(30 * 60);
    expect(
      await count(`select count(*)::int as count from bookings where status = 'pending'`),
    ).toBe(2);

    // Paying for one makes room; a lapsed hold counts for nothing.
    const first = answers.find((a) => a.statusCode === 201)?.json<{ checkoutUrl: string }>();
    const paid = await walker.post(
      `/api/test-checkout/${first?.checkoutUrl.split('/').pop()}/pay`,
      { cardNumber: '4242424242424242' },
    );
    expect(paid.statusCode).toBe(200);
    expect((await walker.post('/api/bookings', slot('16:00'))).statusCode).toBe(201);
    expect((await walker.post('/api/bookings', slot('16:30'))).statusCode).toBe(429);
    t.clock.advance(31 * 60_000);
    expect((await walker.post('/api/bookings', slot('17:00'))).statusCode).toBe(201);
    expect((await walker.post('/api/bookings', slot('18:00'))).statusCode).toBe(201);
  });
});

type TestBrowserResponse = { headers: Record<string, unknown> };
