import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountAtMachine,
  GOOD_PASSWORD,
  signedInAs,
  TestBrowser,
  uniqueEmail,
} from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TEST_ACCOUNT_EMAILS: 'Rehearsal@Example.com' } });
  });
  afterAll(() => t.close());

  const storedHash = async (email: string) => {
    const [row] = await t.database.db.query<{ password_hash: string; email: string }>(
      'select email, password_hash from users where lower(email) = lower($1)',
      [email],
    );
    return row;
  };

  it('When someone signs up, then they are signed in as a customer and the password is kept only as an argon2id hash', async () => {
    const browser = new TestBrowser(t);
    const email = uniqueEmail();
    const response = await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: { id: expect.any(String), email },
      paid: false,
      admin: false,
      superAdmin: false,
      twoFactor: false,
    });
    const [cookie, device] = response.headers['set-cookie'] as string[];
    expect(cookie).toMatch(
      /^paddock_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
    );
    expect(device).toMatch(
      /^paddock_device=[\w-]{22}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/,
    );

    const row = await storedHash(email);
    expect(row?.password_hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(row?.password_hash).not.toContain(GOOD_PASSWORD);

    const session = await browser.get('/api/session');
    expect(session.json().user.email).toBe(email);
    // The token itself is nowhere in the database, only its hash.
    const token = (browser.sessionCookie ?? '').split('=')[1] ?? '';
    const leaked = await t.database.db.query('select 1 from sessions where token_hash = $1', [
      token,
    ]);
    expect(leaked).toEqual([]);
  });

  it('When an address is used again in another case, then sign-up says it is in use, and the first spelling is kept', async () => {
    const email = `Mixed.Case.${Date.now()}@Example.com`;
    expect(
      (await new TestBrowser(t).post('/api/auth/sign-up', { email, password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(201);
    const again = await new TestBrowser(t).post('/api/auth/sign-up', {
      email: email.toLowerCase(),
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('auth/email-already-in-use');
    expect((await storedHash(email))?.email).toBe(email);

    const signIn = await new TestBrowser(t).post('/api/auth/sign-in', {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it.each([
    ['not-an-address', GOOD_PASSWORD, 'auth/invalid-email'],
    ['walker@nowhere', GOOD_PASSWORD, 'auth/invalid-email'],
    [uniqueEmail(), 'short7!', 'auth/weak-password'],
    [uniqueEmail(), 'x'.repeat(129), 'auth/weak-password'],
    [uniqueEmail(), 'password1', 'auth/weak-password'],
    [uniqueEmail(), 'Qwertyuiop', 'auth/weak-password'],
  ])(
    'When signing up as %j with password %j, then it is refused with %s and no account exists',
    async (email, password, code) => {
      const response = await new TestBrowser(t).post('/api/auth/sign-up', { email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
      expect(await storedHash(email)).toBeUndefined();
    },
  );

  it('When a password is long or not in English letters, then all of it counts: nothing is cut off', async () => {
    const email = uniqueEmail();
    const password = `${'🐕'.repeat(60)}-dogs-${'ü'.repeat(60)}`;
    expect(
      (await new TestBrowser(t).post('/api/auth/sign-up', { email, password })).statusCode,
    ).toBe(201);
    const truncated = await new TestBrowser(t).post('/api/auth/sign-in', {
      email,
      password: password.slice(0, 72),
    });
    expect(truncated.statusCode).toBe(401);
    const whole = await new TestBrowser(t).post('/api/auth/sign-in', { email, password });
    expect(whole.statusCode).toBe(200);
  });

  it('When the role of the account differs, then the session says what the seed says', async () => {
    expect((await new TestBrowser(t).get('/api/session')).json()).toEqual({
      user: null,
      paid: false,
      admin: false,
      superAdmin: false,
      twoFactor: false,
    });
    const customer = await signedInAs(t, 'customer');
    expect((await customer.get('/api/session')).json()).toMatchObject({
      paid: false,
      admin: false,
      superAdmin: false,
    });
    const admin = await signedInAs(t, 'admin');
    expect((await admin.get('/api/session')).json()).toMatchObject({
      admin: true,
      superAdmin: false,
      twoFactor: true,
    });
    const superAdmin = await signedInAs(t, 'super-admin');
    expect((await superAdmin.get('/api/session')).json()).toMatchObject({
      admin: true,
      superAdmin: true,
    });
  });

  it('When someone signs in again, then they get a new session and the old cookie no longer works', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    const browser = new TestBrowser(t);
    await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    const first = browser.cookie;
    await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    expect(browser.cookie).not.toBe(first);
    expect((await browser.get('/api/session')).json().user.email).toBe(email);

    const replay = await t.app.inject({ url: '/api/account', headers: { cookie: first ?? '' } });
    expect(replay.statusCode).toBe(401);
  });

  it('When a cookie is replayed after sign-out, then it gets 401', async () => {
    const browser = await signedInAs(t, 'customer');
    const cookie = browser.cookie ?? '';
    expect((await browser.get('/api/account')).statusCode).toBe(200);
    const out = await browser.post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const replay = await t.app.inject({ url: '/api/account', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('auth/unauthenticated');
  });

  it('When a session sits unused for 7 days, then it has ended; used, it lasts 30 days at most', async () => {
    const idle = await signedInAs(t, 'customer');
    const busy = await signedInAs(t, 'customer');
    t.clock.advance(6 * 24 * 60 * 60_000);
    expect((await busy.get('/api/account')).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60_000 + 60_000);
    expect((await idle.get('/api/account')).statusCode).toBe(401);
    for (let day = 7; day < 30; day += 6) {
      expect((await busy.get('/api/account')).statusCode).toBe(200);
      t.clock.advance(6 * 24 * 60 * 60_000);
    }
    expect((await busy.get('/api/account')).statusCode).toBe(401);
  });

  it('When an address in TEST_ACCOUNT_EMAILS signs up, then it is a test account only once the link sent there is opened', async () => {
    await new TestBrowser(t).post('/api/auth/sign-up', {
      email: 'rehearsal@example.com',
      password: GOOD_PASSWORD,
    });
    const isTest = async () =>
      (
        await t.database.db.query<{ is_test: boolean }>(
          `select is_test from users where email = 'rehearsal@example.com'`,
        )
      )[0]?.is_test;
    expect(await isTest()).toBe(false);
    const [message] = await t.database.db.query<{ text: string }>(
      `select text from email_outbox where to_address = 'rehearsal@example.com'`,
    );
    const token = /\/verify-email#token=([\w-]+)/.exec(message?.text ?? '')?.[1];
    expect((await new TestBrowser(t).post('/api/auth/verify-email', { token })).statusCode).toBe(
      200,
    );
    expect(await isTest()).toBe(true);
  });
});

describe('the cookie on an https site', () => {
  it('When PUBLIC_URL is https, then the session and device cookies are Secure and __Host- prefixed', async () => {
    const t = await startTestApp({ env: { PUBLIC_URL: 'https://book.example.com' } });
    try {
      const response = await new TestBrowser(t).post('/api/auth/sign-up', {
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
      });
      const [cookie, device] = response.headers['set-cookie'] as string[];
      expect(cookie).toMatch(
        /^__Host-paddock_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$/,
      );
      expect(device).toMatch(/^__Host-paddock_device=[\w.-]+; Path=\/; HttpOnly;.*; Secure$/);
    } finally {
      await t.close();
    }
  });
});
