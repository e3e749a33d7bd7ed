import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxFor, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, TestBrowser, uniqueEmail } from '../support/browser';
import { type StripeTestApp, startStripeTestApp } from '../support/stripeApp';
import { startTestApp, type TestApp } from '../support/testApp';

const tokenIn = (text: string | undefined) =>
  /\/verify-email#token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';

async function signUp(t: TestApp, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(t);
  const response = await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return browser;
}

async function verificationToken(t: TestApp, email: string): Promise<string> {
  const mail = await outboxFor(t, email);
  return tokenIn(mail.filter((m) => m.dedupe_key.startsWith('verify-email:')).at(-1)?.text);
}

describe('e-mail verification', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it('When someone signs up, then they are signed in at once and sent a one-time link, valid a day, with its token after #', async () => {
    const email = uniqueEmail();
    const browser = await signUp(t, email);
    expect((await browser.get('/api/session')).json().user.email).toBe(email);
    expect((await browser.get('/api/account')).json().emailVerified).toBe(false);
    expect((await browser.get('/api/my-bookings')).json().emailVerified).toBe(false);

    const [mail] = await outboxFor(t, email);
    expect(mail?.subject).toBe('Confirm your e-mail address for Meadow Paddock Dog Field');
    expect(mail?.text).toContain(`${t.config.publicUrl}/verify-email#token=`);
    expect(mail?.text).toContain('It works once, for one day.');

    const token = tokenIn(mail?.text);
    const opened = await new TestBrowser(t).post('/api/auth/verify-email', { token });
    expect(opened.json()).toEqual({ email });
    expect((await browser.get('/api/account')).json().emailVerified).toBe(true);
    expect((await browser.get('/api/my-bookings')).json().emailVerified).toBe(true);
    // Opening it again (a second click, another device) says the same, not an error.
    expect((await new TestBrowser(t).post('/api/auth/verify-email', { token })).statusCode).toBe(
      200,
    );
  });

  it('When the link is a day old, or made up, then it is refused and the address stays unproven', async () => {
    const email = uniqueEmail();
    const browser = await signUp(t, email);
    const token = await verificationToken(t, email);
    t.clock.advance(24 * 60 * 60_000 + 1_000);
    for (const attempt of [token, 'made-up-token']) {
      const response = await new TestBrowser(t).post('/api/auth/verify-email', { token: attempt });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('auth/invalid-action-code');
    }
    expect((await browser.get('/api/account')).json().emailVerified).toBe(false);
  });

  it('When the customer asks for the link again, then a new one comes, three an hour at most', async () => {
    const email = uniqueEmail();
    const browser = await signUp(t, email);
    for (let i = 0; i < 2; i += 1) {
      const again = await browser.post('/api/auth/verify-email/resend', {});
      expect(again.json()).toEqual({ verified: false });
    }
    const fourth = await browser.post('/api/auth/verify-email/resend', {});
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await outboxFor(t, email)).filter((m) => m.subject.startsWith('Confirm'))).toHaveLength(
      3,
    );
    t.clock.advance(60 * 60_000 + 1_000);
    expect((await browser.post('/api/auth/verify-email/resend', {})).statusCode).toBe(200);
    // The newest link works.
    const token = await verificationToken(t, email);
    expect((await new TestBrowser(t).post('/api/auth/verify-email', { token })).statusCode).toBe(
      200,
    );
    expect((await browser.post('/api/auth/verify-email/resend', {})).json()).toEqual({
      verified: true,
    });
  });

  it('When a super admin makes an unverified account staff, then it is refused until the address is proven', async () => {
    const email = uniqueEmail();
    const customer = await signUp(t, email);
    const id = (await customer.get('/api/session')).json().user.id;
    const owner = await signedInAs(t, 'super-admin');
    const refused = await owner.post(`/api/admin/users/${id}/role`, { role: 'admin' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('admin/unverified-email');
    expect((await customer.get('/api/session')).json().admin).toBe(false);

    const token = await verificationToken(t, email);
    await new TestBrowser(t).post('/api/auth/verify-email', { token });
    expect((await owner.post(`/api/admin/users/${id}/role`, { role: 'admin' })).statusCode).toBe(
      200,
    );
    expect((await customer.get('/api/session')).json().admin).toBe(true);
  });

  it('When a reset link is opened, then the address counts as proven too (it went to that address)', async () => {
    const email = uniqueEmail();
    const browser = await signUp(t, email);
    await new TestBrowser(t).post('/api/auth/forgot-password', { email });
    const reset = (await outboxFor(t, email)).find((m) => m.subject.startsWith('Reset'));
    const token = /\/reset-password#token=([\w-]+)/.exec(reset?.text ?? '')?.[1];
    await browser.post('/api/auth/reset-password', { token, password: 'a new walk in the park' });
    expect((await browser.get('/api/account')).json().emailVerified).toBe(true);
  });
});

describe('one form for every address', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it('When an address differs only in case, spaces or Unicode form, then it is the same account', async () => {
    const composed = `zo\u00eb.${Date.now()}@example.com`;
    await signUp(t, composed);
    for (const spelling of [
      composed.toUpperCase(),
      ` ${composed} `,
      composed.normalize('NFD'),
      composed.normalize('NFD').toUpperCase(),
    ]) {
      const again = await new TestBrowser(t).post('/api/auth/sign-up', {
        email: spelling,
        password: GOOD_PASSWORD,
      });
      expect(again.json().error.code, JSON.stringify(spelling)).toBe('auth/email-already-in-use');
      const signIn = await new TestBrowser(t).post('/api/auth/sign-in', {
        email: spelling,
        password: GOOD_PASSWORD,
      });
      expect(signIn.statusCode, JSON.stringify(spelling)).toBe(200);
    }
  });

  it.each([
    ['a zero-width space', 'boss\u200b@example.com'],
    ['a NUL', 'boss\u0000@example.com'],
    ['a carriage return', 'boss@example.com\r'],
    ['a line feed', 'boss@exa\nmple.com'],
    ['a right-to-left mark', '\u200fboss@example.com'],
  ])(
    'When an address holds %s, then sign-up, sign-in and reset refuse it clearly',
    async (_what, email) => {
      for (const url of ['/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/forgot-password']) {
        const response = await new TestBrowser(t).post(url, { email, password: GOOD_PASSWORD });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'auth/invalid-email',
          message:
            'That e-mail address contains an invisible or control character. Please type it again.',
          fields: { email: expect.any(String) },
        });
      }
      const [row] = await t.database.db.query<{ count: number }>(
        'select count(*)::int as count from users',
      );
      expect(row?.count).toBe(0);
    },
  );
});

describe('test accounts need a proven address', () => {
  let s: StripeTestApp;
  beforeEach(async () => {
    s = await startStripeTestApp('2025-05-01T09:00:00+01:00', {
      TEST_ACCOUNT_EMAILS: 'rehearsal@example.com',
    });
  });
  afterEach(() => s.close());

  it('When a stranger signs up with a listed address in other capitals, then they pay real money through Stripe until the link is opened', async () => {
    const stranger = await signUp(s.t, 'Rehearsal@EXAMPLE.com');
    const booked = await stranger.post('/api/bookings', slot('10:00'));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().checkoutUrl).toMatch(new RegExp(`^${s.stripe.url}/pay/cs_test_`));

    const token = await verificationToken(s.t, 'rehearsal@example.com');
    await new TestBrowser(s.t).post('/api/auth/verify-email', { token });
    const rehearsal = await stranger.post('/api/bookings', slot('11:00'));
    expect(rehearsal.json().checkoutUrl).toMatch(
      new RegExp(`^${s.t.config.publicUrl}/test-checkout/tc_`),
    );
  });
});
