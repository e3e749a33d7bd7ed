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
