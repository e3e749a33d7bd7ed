import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountAtMachine,
  GOOD_PASSWORD,
  signedInAs,
  TestBrowser,
  uniqueEmail,
} from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

const NEW_PASSWORD = 'a brand new walk in the park';

describe('password reset', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const outbox = (to: string) =>
    t.database.db.query<{ subject: string; text: string; html: string }>(
      'select subject, text, html from email_outbox where to_address = $1 order by id',
      [to],
    );
  const tokenFrom = (text: string) => /\/reset-password#token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('When someone asks for a reset, then the answer is the same whether or not the account exists, and only a real account gets an e-mail', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    const known = await new TestBrowser(t).post('/api/auth/forgot-password', { email });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await new TestBrowser(t).post('/api/auth/forgot-password', {
      email: unknownEmail,
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);

    const [message] = await outbox(email);
    expect(message?.subject).toBe('Reset your Meadow Paddock Dog Field password');
    expect(message?.text).toContain(`${t.config.publicUrl}/reset-password#token=`);
    expect(message?.text).toContain('It works once, for one hour.');
    expect(message?.text).toContain('The Meadow Paddock Dog Field team');
    expect(await outbox(unknownEmail)).toEqual([]);
  });

  it('When the link is used, then the password changes, every other session ends, this browser is signed in, and the link is spent', async () => {
    const email = uniqueEmail();
    const elsewhere = await signedInAs(t, 'customer', email);
    await new TestBrowser(t).post('/api/auth/forgot-password', { email });
    const token = tokenFrom((await outbox(email))[0]?.text ?? '');

    const browser = new TestBrowser(t);
    const reset = await browser.post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(email);
    expect((await browser.get('/api/account')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/account')).statusCode).toBe(401);

    const old = await new TestBrowser(t).post('/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await new TestBrowser(t).post('/api/auth/sign-in', {
      email,
      password: NEW_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);

    const again = await new TestBrowser(t).post('/api/auth/reset-password', {
      token,
      password: 'yet another password!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('auth/invalid-action-code');
  });

  it('When the link is older than an hour, then it no longer works', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    await new TestBrowser(t).post('/api/auth/forgot-password', { email });
    const token = tokenFrom((await outbox(email))[0]?.text ?? '');
    t.clock.advance(60 * 60_000 + 1_000);
    const late = await new TestBrowser(t).post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('auth/invalid-action-code');
    expect(
      (await new TestBrowser(t).post('/api/auth/sign-in', { email, password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('When the new password breaks the rules, then the link stays usable', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    await new TestBrowser(t).post('/api/auth/forgot-password', { email });
    const token = tokenFrom((await outbox(email))[0]?.text ?? '');
    const weak = await new TestBrowser(t).post('/api/auth/reset-password', {
      token,
      password: 'password',
    });
    expect(weak.json().error.code).toBe('auth/weak-password');
    const good = await new TestBrowser(t).post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
    });
    expect(good.statusCode).toBe(200);
  });

  it('When resets are asked for again and again, then at most 3 e-mails an hour go to the account', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await new TestBrowser(t).post('/api/auth/forgot-password', { email })).statusCode,
      ).toBe(202);
    }
    expect(await outbox(email)).toHaveLength(3);
    t.clock.advance(60 * 60_000 + 1_000);
    await new TestBrowser(t).post('/api/auth/forgot-password', { email });
    expect(await outbox(email)).toHaveLength(4);
  });

  it('When a newer link is used, then the older ones stop working too', async () => {
    const email = uniqueEmail();
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    await new TestBrowser(t).post('/api/auth/forgot-password', { email });
    await new TestBrowser(t).post('/api/auth/forgot-password', { email });
    const [first, second] = (await outbox(email)).map((m) => tokenFrom(m.text));
    expect(
      (
        await new TestBrowser(t).post('/api/auth/reset-password', {
          token: second,
          password: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const older = await new TestBrowser(t).post('/api/auth/reset-password', {
      token: first,
      password: 'another new password',
    });
    expect(older.statusCode).toBe(400);
  });
});
