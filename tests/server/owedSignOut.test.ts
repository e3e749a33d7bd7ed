import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_OUT_COOKIE } from '../../src/contract/session';
import { tokenHash } from '../../src/server/auth/tokens';
import { GOOD_PASSWORD, TestBrowser, uniqueEmail, uniqueIp } from '../support/browser';
import { startTestAppWithBuild } from '../support/fakeBuild';
import { pageStart } from '../support/pageStart';
import { startTestApp, type TestApp } from '../support/testApp';

/**
 * A sign-out made on the device with no signal (decision 136): the page sets the signed-out
 * cookie, and the first request the browser sends afterwards, whatever it is, ends the session
 * before anything else is done with it.
 */
describe('a sign-out the browser owes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestAppWithBuild();
  });
  afterAll(() => t.close());

  /** A customer signed in in a browser of their own, who has then signed out with no signal. */
  async function signedOutOnTheDevice() {
    const browser = new TestBrowser(t, uniqueIp());
    const email = uniqueEmail('owed');
    const signedUp = await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD });
    expect(signedUp.statusCode).toBe(201);
    const session = browser.sessionCookie ?? '';
    browser.cookies.set(SIGNED_OUT_COOKIE, '1');
    return { browser, email, session };
  }

  const sessionRows = async (session: string) =>
    t.database.db.query('select 1 from sessions where token_hash = $1', [
      tokenHash(session.slice(session.indexOf('=') + 1)),
    ]);

  /** Who the server says the session's cookie alone signs in, afresh. */
  const signedInWith = async (session: string) =>
    (await t.app.inject({ url: '/api/session', headers: { cookie: session } })).json().user;

  it('When the next visit opens a page, then the session ends before the page is made: it names nobody, and both cookies go', async () => {
    const { browser, email, session } = await signedOutOnTheDevice();
    expect(await sessionRows(session)).toHaveLength(1);

    const page = await browser.get('/my-bookings');
    expect(page.statusCode).toBe(200);
    expect(pageStart(page)?.session.user).toBeNull();
    expect(page.body).not.toContain(email);
    const cleared = [page.headers['set-cookie']].flat().map(String);
    expect(cleared).toContain(`paddock_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    expect(cleared).toContain(`${SIGNED_OUT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
    expect(browser.sessionCookie).toBeNull();
    expect(browser.cookies.has(SIGNED_OUT_COOKIE)).toBe(false);

    expect(await sessionRows(session)).toEqual([]);
    expect(await signedInWith(session)).toBeNull();
  });

  it('When the first request is an API read, then it is answered as nobody and the session is over', async () => {
    const { browser, session } = await signedOutOnTheDevice();
    const mine = await browser.get('/api/my-bookings');
    expect(mine.statusCode).toBe(401);
    expect(await sessionRows(session)).toEqual([]);
    expect(await signedInWith(session)).toBeNull();
  });

  it('When it is the sign-out itself that reaches the server, then it ends the session as an ordinary one does', async () => {
    const { browser, session } = await signedOutOnTheDevice();
    const out = await browser.post('/api/auth/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect(out.json().user).toBeNull();
    expect(browser.sessionCookie).toBeNull();
    expect(browser.cookies.has(SIGNED_OUT_COOKIE)).toBe(false);
    expect(await sessionRows(session)).toEqual([]);
  });

  it('When someone signs in with the cookie still there, then the old session ends and the new one stands', async () => {
    const { browser, email, session } = await signedOutOnTheDevice();
    const signedIn = await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(await sessionRows(session)).toEqual([]);
    expect(browser.sessionCookie).not.toBe(session);
    expect(browser.cookies.has(SIGNED_OUT_COOKIE)).toBe(false);
    expect((await browser.get('/api/session')).json().user.email).toBe(email);
  });

  it('When no sign-out is owed, then the session goes on and nothing about cookies changes', async () => {
    const browser = new TestBrowser(t, uniqueIp());
    const email = uniqueEmail('stays');
    await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD });
    const page = await browser.get('/my-bookings');
    expect(pageStart(page)?.session.user?.email).toBe(email);
    expect(page.headers['set-cookie']).toBeUndefined();
  });
});

describe('the signed-out cookie on an https site', () => {
  it('When PUBLIC_URL is https, then the cookie the server honours is the __Host- one, and it is cleared Secure', async () => {
    const t = await startTestApp({ env: { PUBLIC_URL: 'https://book.example.com' } });
    try {
      const browser = new TestBrowser(t, uniqueIp());
      await browser.post('/api/auth/sign-up', { email: uniqueEmail(), password: GOOD_PASSWORD });
      const session = browser.sessionCookie ?? '';

      // Without the prefix (a sibling site could set that one), it is not honoured.
      browser.cookies.set(SIGNED_OUT_COOKIE, '1');
      expect((await browser.get('/api/session')).json().user).not.toBeNull();

      browser.cookies.set(`__Host-${SIGNED_OUT_COOKIE}`, '1');
      const answer = await browser.get('/api/session');
      expect(answer.json().user).toBeNull();
      expect([answer.headers['set-cookie']].flat()).toContain(
        `__Host-${SIGNED_OUT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0; Secure`,
      );
      const replay = await t.app.inject({ url: '/api/session', headers: { cookie: session } });
      expect(replay.json().user).toBeNull();
    } finally {
      await t.close();
    }
  });
});
