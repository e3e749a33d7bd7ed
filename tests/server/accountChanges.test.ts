import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signedInAs, TestBrowser, uniqueEmail, uniqueIp } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

const NEW_PASSWORD = 'a longer walk round the far hedge';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';

describe('the account page: password, address and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const mailTo = (to: string) =>
    t.database.db.query<{ subject: string; text: string }>(
      'select subject, text from email_outbox where lower(to_address) = lower($1) order by id',
      [to],
    );

  /** Signs the account in from another browser that names itself by its user agent. */
  async function alsoSignedIn(email: string, userAgent: string, password = GOOD_PASSWORD) {
    const browser = new TestBrowser(t, uniqueIp());
    const response = await browser.request(
      'POST',
      '/api/auth/sign-in',
      { email, password },
      { 'user-agent': userAgent },
    );
    expect(response.statusCode).toBe(200);
    return browser;
  }

  it('When the password is changed, then every other session ends, this one stays, the old password stops working and the address is told', async () => {
    const email = uniqueEmail('changer');
    const here = await signedInAs(t, 'customer', email);
    const elsewhere = await alsoSignedIn(email, PHONE);

    const changed = await here.post('/api/account/password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ signedOut: 1 });
    expect((await here.get('/api/account')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/account')).statusCode).toBe(401);

    const old = await new TestBrowser(t, uniqueIp()).post('/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await alsoSignedIn(email, LAPTOP, NEW_PASSWORD);
    const notice = (await mailTo(email)).find((mail) =>
      mail.subject.includes('password was changed'),
    );
    expect(notice?.text).toContain('every other browser signed in to it was signed out');
  });

  it('When the current password is wrong, then nothing changes and no session ends', async () => {
    const email = uniqueEmail('forgetful');
    const here = await signedInAs(t, 'customer', email);
    const elsewhere = await alsoSignedIn(email, PHONE);
    const refused = await here.post('/api/account/password', {
      currentPassword: 'not my password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account/wrong-password');
    expect((await elsewhere.get('/api/account')).statusCode).toBe(200);
    await alsoSignedIn(email, LAPTOP, GOOD_PASSWORD);
  });

  it('When the new password is too common, then it is refused with the password rules', async () => {
    const here = await signedInAs(t, 'customer');
    const refused = await here.post('/api/account/password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'password123',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('auth/weak-password');
  });

  it('When a new address is asked for, then nothing changes until the link sent to it is opened, and the old address is told', async () => {
    const email = uniqueEmail('mover');
    const newEmail = uniqueEmail('moved');
    const here = await signedInAs(t, 'customer', email);
    const asked = await here.post('/api/account/email', {
      password: GOOD_PASSWORD,
      email: newEmail,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ sentTo: newEmail });

    expect((await here.get('/api/account')).json()).toMatchObject({
      email,
      pendingEmail: newEmail,
    });
    const tooSoon = await new TestBrowser(t, uniqueIp()).post('/api/auth/sign-in', {
      email: newEmail,
      password: GOOD_PASSWORD,
    });
    expect(tooSoon.statusCode).toBe(401);
    const [notice] = await mailTo(email).then((mails) =>
      mails.filter((mail) => mail.subject.includes('new e-mail address was asked for')),
    );
    expect(notice?.text).toContain(newEmail);

    const [link] = await mailTo(newEmail);
    const token = /\/confirm-email#token=([\w-]+)/.exec(link?.text ?? '')?.[1] ?? '';
    const opened = await new TestBrowser(t, uniqueIp()).post('/api/auth/confirm-email-change', {
      token,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email: newEmail });
    expect((await here.get('/api/account')).json()).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    await alsoSignedIn(newEmail, LAPTOP);
    const oldAddress = await new TestBrowser(t, uniqueIp()).post('/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(oldAddress.statusCode).toBe(401);

    const again = await new TestBrowser(t, uniqueIp()).post('/api/auth/confirm-email-change', {
      token,
    });
    expect(again.json().error.code).toBe('auth/invalid-action-code');
  });

  it('When the new address is taken, the same, or the password is wrong, then it is refused and nothing is sent', async () => {
    const email = uniqueEmail('stayer');
    const taken = uniqueEmail('taken');
    await signedInAs(t, 'customer', taken);
    const here = await signedInAs(t, 'customer', email);
    const codes = async (body: object) =>
      (await here.post('/api/account/email', body)).json().error?.code;
    expect(await codes({ password: GOOD_PASSWORD, email: taken.toUpperCase() })).toBe(
      'auth/email-already-in-use',
    );
    expect(await codes({ password: GOOD_PASSWORD, email: ` ${email} ` })).toBe(
      'account/same-email',
    );
    expect(await codes({ password: 'wrong password!', email: uniqueEmail() })).toBe(
      'account/wrong-password',
    );
    expect(await codes({ password: GOOD_PASSWORD, email: 'no at sign' })).toBe(
      'auth/invalid-email',
    );
    expect((await mailTo(email)).filter((mail) => mail.subject.includes('asked for'))).toEqual([]);
  });

  it('When new addresses are asked for one after another, then the fourth in an hour is refused with 429 and Retry-After, and only three links go out', async () => {
    const here = await signedInAs(t, 'customer');
    const addresses = Array.from({ length: 8 }, (_, n) => uniqueEmail(`elsewhere-${n}`));
    const statuses = [];
    for (const email of addresses) {
      const asked = await here.post('/api/account/email', { password: GOOD_PASSWORD, email });
      statuses.push(asked.statusCode);
      if (asked.statusCode === 429) {
        expect(asked.json().error.code).toBe('auth/too-many-requests');
        expect(Number(asked.headers['retry-after'])).toBe(60 * 60);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    const links = await t.database.db.query<{ to_address: string }>(
      `select to_address from email_outbox
        where subject like 'Confirm your new e-mail address%' and to_address = any($1::text[])
        order by id`,
      [addresses],
    );
    expect(links.map((row) => row.to_address)).toEqual(addresses.slice(0, 3));

    t.clock.advance(60 * 60_000);
    const later = await here.post('/api/account/email', {
      password: GOOD_PASSWORD,
      email: uniqueEmail('elsewhere-later'),
    });
    expect(later.statusCode).toBe(202);
  });

  it('When wrong current passwords are tried through a session, then each check counts on the sign-in limit: after ten, even the right one waits', async () => {
    const email = uniqueEmail('stolen-session');
    const thief = await signedInAs(t, 'customer', email);
    const guesses = [
      [
        '/api/account/password',
        (password: string) => ({ currentPassword: password, newPassword: NEW_PASSWORD }),
      ],
      ['/api/account/email', (password: string) => ({ password, email: uniqueEmail('thief') })],
      ['/api/account/delete', (password: string) => ({ password })],
    ] as const;
    const statuses: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      const [url, body] = guesses[guess % guesses.length] ?? guesses[0];
      statuses.push((await thief.post(url, body(`wrong guess number ${guess}`))).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([403]));
    for (const [url, body] of guesses) {
      const waits = await thief.post(url, body(GOOD_PASSWORD));
      expect(waits.statusCode, url).toBe(429);
      expect(waits.json().error.code).toBe('auth/too-many-requests');
      expect(Number(waits.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The limit is the account's, shared with the sign-in form: a stranger's browser waits too.
    const signIn = await new TestBrowser(t, uniqueIp()).post('/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(signIn.statusCode).toBe(429);
    expect((await thief.get('/api/account')).json().email).toBe(email);

    t.clock.advance(10 * 60_000 + 1000);
    const changed = await thief.post('/api/account/password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
  });

  it("When the sign-in form has used up the account's allowance, then a password check through a session waits too", async () => {
    const email = uniqueEmail('guessed-at');
    const owner = await signedInAs(t, 'customer', email);
    const stranger = new TestBrowser(t, uniqueIp());
    for (let guess = 0; guess < 10; guess += 1) {
      await stranger.post('/api/auth/sign-in', { email, password: `not it ${guess}` });
    }
    const waits = await owner.post('/api/account/password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(waits.statusCode).toBe(429);
    expect(waits.json().error.code).toBe('auth/too-many-requests');
  });

  it('When the account is signed in on two devices, then each is listed by its browser, and one can be signed out from the other', async () => {
    const email = uniqueEmail('two-devices');
    await signedInAs(t, 'customer', email);
    const phone = await alsoSignedIn(email, PHONE);
    const laptop = await alsoSignedIn(email, LAPTOP);

    const listed = (await laptop.get('/api/account/sessions')).json().sessions as Array<{
      id: string;
      device: string;
      current: boolean;
    }>;
    expect(listed.map((session) => session.device).sort()).toEqual(
      ['An unknown browser', 'Chrome on Android', 'Firefox on Mac'].sort(),
    );
    expect(listed.filter((session) => session.current).map((session) => session.device)).toEqual([
      'Firefox on Mac',
    ]);

    const phoneSession = listed.find((session) => session.device === 'Chrome on Android');
    const ended = await laptop.post(`/api/account/sessions/${phoneSession?.id}/sign-out`, {});
    expect(ended.json()).toEqual({ signedOut: 1 });
    expect((await phone.get('/api/account')).statusCode).toBe(401);

    const mine = listed.find((session) => session.current);
    const self = await laptop.post(`/api/account/sessions/${mine?.id}/sign-out`, {});
    expect(self.json().error.code).toBe('account/current-session');

    const others = await laptop.post('/api/account/sessions/sign-out-others', {});
    expect(others.json()).toEqual({ signedOut: 1 });
    const left = (await laptop.get('/api/account/sessions')).json().sessions;
    expect(left).toHaveLength(1);
  });

  it("When someone names another account's session, then it is not found and stays signed in", async () => {
    const victimEmail = uniqueEmail('victim');
    await signedInAs(t, 'customer', victimEmail);
    const victim = await alsoSignedIn(victimEmail, PHONE);
    const victimSessions = (await victim.get('/api/account/sessions')).json().sessions;
    const attacker = await signedInAs(t, 'customer');
    for (const session of victimSessions) {
      const tried = await attacker.post(`/api/account/sessions/${session.id}/sign-out`, {});
      expect(tried.statusCode).toBe(404);
    }
    expect((await victim.get('/api/account')).statusCode).toBe(200);
  });
});
