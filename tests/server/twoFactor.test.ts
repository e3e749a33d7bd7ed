import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUserCommand } from '../../src/server/cli/userCommands';
import {
  accountAtMachine,
  browserWithSession,
  GOOD_PASSWORD,
  signedInAs,
  staffAtMachine,
  TestBrowser,
  uniqueEmail,
  uniqueIp,
} from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { appCode, enrolTwoFactor } from '../support/twoFactor';

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A customer with two-factor set up, and a fresh browser at an address of its own. */
  async function enrolledCustomer() {
    const email = uniqueEmail('careful');
    const user = await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    return { email, user, ...(await enrolTwoFactor(t, user)) };
  }

  /** The password, then the code: the sign-in's second answer. */
  async function bothSteps(browser: TestBrowser, email: string, code: string, remember = false) {
    const { challenge } = await passwordStep(browser, email);
    return browser.post('/api/auth/sign-in/code', { challenge, code, remember });
  }

  async function passwordStep(browser: TestBrowser, email: string) {
    const response = await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    return { response, challenge: (response.json() as { challenge?: string }).challenge ?? '' };
  }

  it('When someone sets it up, then they get a secret with its QR code, and a first right code turns it on with ten recovery codes', async () => {
    const browser = await signedInAs(t, 'customer');
    const start = await browser.post('/api/account/two-factor/start', {});
    expect(start.statusCode).toBe(200);
    const { secret, uri, qrSvg } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Meadow%20Paddock');
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await browser.get('/api/account')).json().twoFactor).toBe(false);

    const wrong = await browser.post('/api/account/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('auth/invalid-code');

    const right = await browser.post('/api/account/two-factor/confirm', { code: appCode(secret) });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const account = (await browser.get('/api/account')).json();
    expect(account).toMatchObject({ twoFactor: true, recoveryCodesLeft: 10 });
    expect((await browser.get('/api/session')).json().twoFactor).toBe(true);

    const rows = await t.database.db.query<{ code_hash: string }>(
      'select code_hash from recovery_codes',
    );
    const stored = rows.map((row) => row.code_hash).join(' ');
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
  });

  it('When an account with two-factor signs in, then the password alone signs nobody in, and a right code does', async () => {
    const { email, secret } = await enrolledCustomer();
    const browser = new TestBrowser(t, uniqueIp());
    const { response, challenge } = await passwordStep(browser, email);
    expect(response.statusCode).toBe(202);
    expect(challenge).not.toBe('');
    expect(browser.sessionCookie).toBeNull();
    expect((await browser.get('/api/account')).statusCode).toBe(401);

    const wrong = await browser.post('/api/auth/sign-in/code', { challenge, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('auth/invalid-code');
    expect(browser.sessionCookie).toBeNull();

    const right = await browser.post('/api/auth/sign-in/code', {
      challenge,
      code: appCode(secret, 1),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(email);
    expect((await browser.get('/api/account')).statusCode).toBe(200);
  });

  it('When a code has been used, then it can not be used again, even in another browser', async () => {
    const { email, secret } = await enrolledCustomer();
    const code = appCode(secret, 1);
    const first = new TestBrowser(t, uniqueIp());
    const once = await bothSteps(first, email, code);
    expect(once.statusCode).toBe(200);

    const second = new TestBrowser(t, uniqueIp());
    const replay = await bothSteps(second, email, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('auth/invalid-code');
    expect(second.sessionCookie).toBeNull();
  });

  it('When a recovery code is used, then it works once, and the account shows one fewer left', async () => {
    const { email, recoveryCodes } = await enrolledCustomer();
    const code = (recoveryCodes[3] ?? '').toUpperCase();
    const first = new TestBrowser(t, uniqueIp());
    const used = await bothSteps(first, email, code);
    expect(used.statusCode).toBe(200);
    expect((await first.get('/api/account')).json().recoveryCodesLeft).toBe(9);

    const second = new TestBrowser(t, uniqueIp());
    const again = await bothSteps(second, email, code);
    expect(again.statusCode).toBe(401);
  });

  it('When two-factor moves to a new phone, then the password is asked first, and the old phone’s codes stop working', async () => {
    const { user, email, secret } = await enrolledCustomer();
    const browser = await browserWithSession(t, user.id);
    const bare = await browser.post('/api/account/two-factor/start', {});
    expect(bare.json().error.code).toBe('account/wrong-password');
    const wrong = await browser.post('/api/account/two-factor/start', {
      password: 'not mine at all',
    });
    expect(wrong.statusCode).toBe(403);

    const start = await browser.post('/api/account/two-factor/start', { password: GOOD_PASSWORD });
    expect(start.statusCode).toBe(200);
    const newSecret: string = start.json().secret;
    // Until the new phone's first code, the old phone still signs in.
    const before = new TestBrowser(t, uniqueIp());
    const signedIn = await bothSteps(before, email, appCode(secret, 1));
    expect(signedIn.statusCode).toBe(200);

    const moved = await browser.post('/api/account/two-factor/confirm', {
      code: appCode(newSecret),
    });
    expect(moved.json().recoveryCodes).toHaveLength(10);
    // The old phone's next code would be taken, were its secret still the account's.
    const after = new TestBrowser(t, uniqueIp());
    const oldPhone = await bothSteps(after, email, appCode(secret, 1));
    expect(oldPhone.statusCode).toBe(401);
  });

  it('When a browser asks to be remembered, then it skips the code step next time, and a new browser does not', async () => {
    const { email, secret } = await enrolledCustomer();
    const browser = new TestBrowser(t, uniqueIp());
    await bothSteps(browser, email, appCode(secret, 1), true);
    await browser.post('/api/auth/sign-out', {});
    expect(browser.sessionCookie).toBeNull();

    const again = await passwordStep(browser, email);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json().user.email).toBe(email);

    const stranger = await passwordStep(new TestBrowser(t, uniqueIp()), email);
    expect(stranger.response.statusCode).toBe(202);

    t.clock.advance(31 * 24 * 60 * 60_000);
    await browser.post('/api/auth/sign-out', {});
    expect((await passwordStep(browser, email)).response.statusCode).toBe(202);
  });

  it('When two-factor is set up again, then browsers remembered before are asked for a code', async () => {
    const { email, user, secret } = await enrolledCustomer();
    const browser = new TestBrowser(t, uniqueIp());
    await bothSteps(browser, email, appCode(secret, 1), true);
    await browser.post('/api/auth/sign-out', {});
    t.clock.advance(1000);
    await enrolTwoFactor(t, user);
    expect((await passwordStep(browser, email)).response.statusCode).toBe(202);
  });

  it('When wrong codes are tried again and again, then they count toward the sign-in limits', async () => {
    const { email, secret } = await enrolledCustomer();
    const browser = new TestBrowser(t, uniqueIp());
    const { challenge } = await passwordStep(browser, email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(
        (await browser.post('/api/auth/sign-in/code', { challenge, code: '000000' })).statusCode,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const right = await browser.post('/api/auth/sign-in/code', {
      challenge,
      code: appCode(secret, 1),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('auth/too-many-requests');
  });

  it('When codes are guessed to turn two-factor off, then after ten tries even the right one waits', async () => {
    const { user, secret } = await enrolledCustomer();
    const browser = await browserWithSession(t, user.id);
    const statuses: number[] = [];
    // Guesses, never one of the codes that are right at present.
    const right = new Set([-1, 0, 1, 2].map((steps) => appCode(secret, steps)));
    const guesses = Array.from({ length: 20 }, (_, index) => String(100000 + index));
    for (const guess of guesses.filter((code) => !right.has(code)).slice(0, 10)) {
      statuses.push(
        (
          await browser.post('/api/account/two-factor/disable', {
            password: GOOD_PASSWORD,
            code: guess,
          })
        ).statusCode,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const waits = await browser.post('/api/account/two-factor/disable', {
      password: GOOD_PASSWORD,
      code: appCode(secret, 1),
    });
    expect(waits.statusCode).toBe(429);
    expect((await browser.get('/api/account')).json().twoFactor).toBe(true);
  });

  it('When the code comes more than five minutes after the password, then the sign-in starts again', async () => {
    const { email, secret } = await enrolledCustomer();
    const browser = new TestBrowser(t, uniqueIp());
    const { challenge } = await passwordStep(browser, email);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await browser.post('/api/auth/sign-in/code', {
      challenge,
      code: appCode(secret, 1),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('auth/sign-in-expired');
  });

  it('When a password is reset on an account with two-factor, then the code is still needed', async () => {
    const { email, secret } = await enrolledCustomer();
    await new TestBrowser(t, uniqueIp()).post('/api/auth/forgot-password', { email });
    const [mail] = await t.database.db.query<{ text: string }>(
      `select text from email_outbox where to_address = $1 and subject like 'Reset%'`,
      [email],
    );
    const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const browser = new TestBrowser(t, uniqueIp());
    const reset = await browser.post('/api/auth/reset-password', {
      token,
      password: 'a new walk along the hedge',
    });
    expect(reset.statusCode).toBe(202);
    expect(browser.sessionCookie).toBeNull();
    const signedIn = await browser.post('/api/auth/sign-in/code', {
      challenge: reset.json().challenge,
      code: appCode(secret, 1),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('When a customer turns it off, then a code is needed for it, and staff may not turn it off', async () => {
    const { user, secret } = await enrolledCustomer();
    const browser = await browserWithSession(t, user.id);
    const without = await browser.post('/api/account/two-factor/disable', {
      password: GOOD_PASSWORD,
    });
    expect(without.json().error.code).toBe('auth/code-needed');
    const off = await browser.post('/api/account/two-factor/disable', {
      password: GOOD_PASSWORD,
      code: appCode(secret, 1),
    });
    expect(off.json()).toEqual({ twoFactor: false });
    expect((await browser.get('/api/account')).json().twoFactor).toBe(false);

    const staff = await signedInAs(t, 'admin');
    const refused = await staff.post('/api/account/two-factor/disable', {
      password: GOOD_PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('account/staff-keep-two-factor');
  });
});

describe('two-factor for staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('When an admin has not set it up, then the admin API refuses them until they do, and the session says so', async () => {
    const email = uniqueEmail('new-admin');
    const user = await accountAtMachine(t, email, GOOD_PASSWORD, 'admin');
    const browser = new TestBrowser(t, uniqueIp());
    expect(
      (await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await browser.get('/api/session')).json()).toMatchObject({
      admin: true,
      twoFactor: false,
    });
    const refused = await browser.get('/api/admin/today');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth/two-factor-required');

    const start = await browser.post('/api/account/two-factor/start', {});
    await browser.post('/api/account/two-factor/confirm', { code: appCode(start.json().secret) });
    expect((await browser.get('/api/admin/today')).statusCode).toBe(200);
    expect(user.role).toBe('admin');
  });

  it('When a staff member loses their phone, then the command line turns two-factor off, Activity records it, and the admin page asks for it again', async () => {
    const email = uniqueEmail('lost-phone');
    const staff = await staffAtMachine(t, email, 'super-admin');
    const browser = await browserWithSession(t, staff.id);
    expect((await browser.get('/api/admin/today')).statusCode).toBe(200);

    const said = await runUserCommand(
      t.database.db,
      ['reset-two-factor', '--email', email],
      t.config,
      t.clock.now(),
    );
    expect(said).toBe(
      `Two-factor sign-in of ${email} is off. The admin page will ask them to set it up again.`,
    );
    const refused = await browser.get('/api/admin/today');
    expect(refused.json().error.code).toBe('auth/two-factor-required');

    const other = await signedInAs(t, 'super-admin');
    const activity = await other.get('/api/admin/activity');
    expect(JSON.stringify(activity.json())).toContain(`${email} must set it up again`);
    const login = await new TestBrowser(t, uniqueIp()).post('/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });
});
