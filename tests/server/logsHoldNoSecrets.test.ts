import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, TestBrowser, uniqueEmail } from '../support/browser';
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe';
import { startTestApp, type TestApp } from '../support/testApp';
import { appCode, enrolTwoFactor } from '../support/twoFactor';

const SMTP_PASSWORD = 'smtp-pass-word-9f3c1a';
const METRICS_TOKEN = 'metrics-token-3b8e7d5c1f0a9e2d';
const NEW_PASSWORD = 'a brand new pass phrase 42';

type Line = Record<string, unknown>;

/** A mail server that asks for a password (the tests' shared one asks none), and keeps nothing. */
async function startPasswordSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'paddock' && auth.password === SMTP_PASSWORD) {
        return callback(null, { user: auth.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://paddock:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const tokenIn = (text: string, page: string) =>
  new RegExp(`/${page}#token=([\\w-]+)`).exec(text)?.[1] ?? '';

describe('the log, at its most verbose, after a day of real use', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let smtp: Awaited<ReturnType<typeof startPasswordSmtp>>;
  let webhookUrl: string;
  const lines: Line[] = [];
  /** Every secret the flow used or was given: none may be in the log. */
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    smtp = await startPasswordSmtp();
    stripe = await startFakeStripe({ now: () => (t ? t.clock.now() : new Date()) });
    t = await startTestApp({
      env: {
        LOG_LEVEL: 'trace',
        SMTP_URL: smtp.url,
        METRICS_TOKEN,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
      logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe/webhook`;
    secrets.set('SMTP password', SMTP_PASSWORD);
    secrets.set('metrics token', METRICS_TOKEN);
    secrets.set('Stripe secret key', stripe.secretKey);
    secrets.set('Stripe webhook secret', stripe.webhookSecret);
    secrets.set('password', GOOD_PASSWORD);
    secrets.set('new password', NEW_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await smtp.close();
  });

  const keepCookies = (browser: TestBrowser, who: string) => {
    for (const [name, value] of browser.cookies) secrets.set(`${who}'s cookie ${name}`, value);
  };

  it('When a customer signs up, verifies, resets the password, books and pays, and staff sign in with two-factor, then no secret is in the log and each request line has its id', async () => {
    const email = uniqueEmail('secrets');
    const walker = new TestBrowser(t);
    expect(
      (await walker.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(201);
    keepCookies(walker, 'new customer');
    const verification = tokenIn((await outboxFor(t, email))[0]?.text ?? '', 'verify-email');
    secrets.set('verification token', verification);
    expect((await walker.post('/api/auth/verify-email', { token: verification })).statusCode).toBe(
      200,
    );

    // A wrong password, then a reset by its link, then the new password.
    const stranger = new TestBrowser(t, '198.51.100.7');
    expect(
      (await stranger.post('/api/auth/sign-in', { email, password: `${GOOD_PASSWORD}!` }))
        .statusCode,
    ).toBe(401);
    expect((await stranger.post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    const resetMail = (await outboxFor(t, email)).find((m) => m.text.includes('reset-password#'));
    const reset = tokenIn(resetMail?.text ?? '', 'reset-password');
    secrets.set('reset token', reset);
    expect(
      (await stranger.post('/api/auth/reset-password', { token: reset, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    keepCookies(stranger, 'reset');
    const customer = new TestBrowser(t);
    expect(
      (await customer.post('/api/auth/sign-in', { email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    keepCookies(customer, 'customer');

    // A booking paid through Stripe's signed webhook, and one paid the wrong amount.
    for (const [time, amount] of [
      ['10:00', null],
      ['12:00', 100],
    ] as const) {
      const booked = await customer.post('/api/bookings', slot(time, 60));
      expect(booked.statusCode, booked.body).toBe(201);
      const { bookingId, checkoutUrl } = booked.json<{ bookingId: number; checkoutUrl: string }>();
      const session = [...stripe.sessions.values()].find((c) => c.url === checkoutUrl);
      if (!session) throw new Error('no Stripe session behind the checkout address');
      stripe.pay(session.id);
      if (amount !== null) session.amount_total = amount;
      const event = stripe.event('checkout.session.completed', session.id);
      expect((await stripe.deliver(webhookUrl, event)).status).toBe(200);
      const shown = await customer.get(`/api/bookings/${bookingId}`);
      const gateCode = shown.json<{ gateCode?: string | null }>().gateCode;
      // The one paid the wrong amount is cancelled and shows no gate code.
      if (gateCode) secrets.set(`gate code of ${bookingId}`, gateCode);
    }
    // A forged webhook is refused.
    expect(
      (
        await new TestBrowser(t).post(
          '/api/payments/stripe/webhook',
          { type: 'x' },
          { 'stripe-signature': 't=1,v1=00' },
        )
      ).statusCode,
    ).toBe(400);

    // Staff sign in with two-factor (as they must); the owner makes the calendar feed's address.
    const owner = await signedInAs(t, 'super-admin');
    keepCookies(owner, 'owner');
    const staff = await signedInAs(t, 'admin');
    keepCookies(staff, 'admin');
    expect((await staff.get('/api/admin/users')).statusCode).toBe(200);
    const feed = await owner.post('/api/admin/calendar-feed');
    expect(feed.statusCode, feed.body).toBe(200);
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    secrets.set(
      'calendar feed address',
      feedPath
        .split('/')
        .pop()
        ?.replace(/\.ics$/, '') ?? '',
    );
    expect((await new TestBrowser(t).get(feedPath)).statusCode).toBe(200);

    // The customer turns two-factor on, and signs in with the password and a code.
    const [user] = await t.database.db.query<{ id: string; email: string; role: 'customer' }>(
      'select id, email, role from users where lower(email) = lower($1)',
      [email],
    );
    if (!user) throw new Error('no such user');
    const enrolled = await enrolTwoFactor(t, user);
    secrets.set('TOTP secret', enrolled.secret);
    for (const [index, code] of enrolled.recoveryCodes.entries()) {
      secrets.set(`recovery code ${index}`, code);
    }
    const twice = new TestBrowser(t, '198.51.100.8');
    const first = await twice.post('/api/auth/sign-in', { email, password: NEW_PASSWORD });
    expect(first.statusCode).toBe(202);
    const { challenge } = first.json<{ challenge: string }>();
    secrets.set('two-factor challenge', challenge);
    const code = appCode(enrolled.secret, 1);
    const second = await twice.post('/api/auth/sign-in/code', { challenge, code });
    expect(second.statusCode, second.body).toBe(200);
    keepCookies(twice, 'two-factor');

    // The metrics, with and without their token; a request the router can't decode.
    expect(
      (
        await t.app.inject({
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-0000000000' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/%E0%A4%A' })).statusCode).toBe(400);

    // The outbox sends all of it through the mail server that asks for its password.
    await t.paddock.outbox.runOnce();
    await t.paddock.sweeper.runOnce();

    expect(lines.length).toBeGreaterThan(20);
    const log = JSON.stringify(lines);
    expect([...secrets.keys()].filter((what) => what.startsWith('gate code'))).toHaveLength(1);
    const found = [...secrets].filter(([, value]) => value.length > 4 && log.includes(value));
    expect(found.map(([what]) => what)).toEqual([]);
    // A gate code is four digits, which a time or an id may hold by chance: it is looked for as
    // a word of its own in what the lines say.
    const said = lines.flatMap((line) =>
      Object.entries(line)
        .filter(([key]) => key !== 'reqId')
        .map(([, value]) => JSON.stringify(value)),
    );
    for (const [what, value] of secrets) {
      if (value.length > 4) continue;
      const word = new RegExp(`(^|[^\\w.-])${value}([^\\w.-]|$)`);
      expect(
        said.filter((text) => word.test(text)),
        what,
      ).toEqual([]);
    }

    // Every request line names its request; a capability's line written during one names it too.
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThan(10);
    for (const line of requests) expect(line.reqId).toEqual(expect.any(String));
    const wrongAmount = lines.find((line) => String(line.msg).startsWith('payment amount differs'));
    expect(wrongAmount?.reqId).toEqual(expect.any(String));
    expect(
      requests.some(
        (line) =>
          line.reqId === wrongAmount?.reqId && line.route === '/api/payments/stripe/webhook',
      ),
    ).toBe(true);
    // Mail sent by the outbox, after its requests, is no request's.
    const delivered = lines.filter((line) => line.msg === 'email delivered');
    expect(delivered.length).toBeGreaterThan(0);
    for (const line of delivered) expect(line.reqId).toBeUndefined();
  });
});
