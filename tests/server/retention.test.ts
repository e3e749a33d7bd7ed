import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETENTION } from '../../src/domain/retention';
import { retentionSweepTask } from '../../src/server/account/retention';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '../../src/server/auth/sessions';
import {
  accountAtMachine,
  GOOD_PASSWORD,
  signedInAs,
  TestBrowser,
  uniqueEmail,
  uniqueIp,
} from '../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the retention sweep', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const sweep = () => retentionSweepTask(t.paddock).run();
  const db = () => t.database.db;
  const userIdOf = async (email: string) => {
    const [row] = await db().query<{ id: string }>('select id from users where email = $1', [
      email,
    ]);
    return row?.id ?? '';
  };
  const count = async (sql: string, params: unknown[]) => {
    const [row] = await db().query<{ n: number }>(`select count(*)::int as n from ${sql}`, params);
    return row?.n ?? -1;
  };
  const sessionsOf = async (email: string) =>
    count('sessions where user_id = $1', [await userIdOf(email)]);

  it('When the sweep runs, then it keeps each kind of data as long as the privacy notice says, and sessions as long as sign-in honours them', () => {
    expect(RETENTION.sessionIdleDays * DAY).toBe(SESSION_IDLE_MS);
    expect(RETENTION.sessionMaxDays * DAY).toBe(SESSION_LIFETIME_MS);
  });

  it('When sessions sit unused for a week or reach 30 days, then the sweep removes them, and a session in use stays', async () => {
    const idle = uniqueEmail('idle');
    const busy = uniqueEmail('busy');
    const old = uniqueEmail('old');
    await signedInAs(t, 'customer', idle);
    const busyBrowser = await signedInAs(t, 'customer', busy);
    const oldBrowser = await signedInAs(t, 'customer', old);

    // Six days on, two are used; the idle one is not.
    t.clock.advance(6 * DAY);
    await busyBrowser.get('/api/account');
    await oldBrowser.get('/api/account');
    t.clock.advance(DAY + MINUTE);
    await sweep();
    expect(await sessionsOf(idle)).toBe(0);
    expect(await sessionsOf(busy)).toBe(1);
    expect(await sessionsOf(old)).toBe(1);

    // Used every few days up to day 30: it still ends then.
    const start = Date.parse('2025-05-01T09:00:00+01:00');
    for (const day of [12, 17, 22, 27]) {
      t.clock.set(new Date(start + day * DAY));
      expect((await oldBrowser.get('/api/account')).statusCode).toBe(200);
    }
    t.clock.set(new Date(start + 30 * DAY + MINUTE));
    await sweep();
    expect(await sessionsOf(old)).toBe(0);
    expect((await oldBrowser.get('/api/account')).statusCode).toBe(401);
  });

  it('When reset and verification links are used or expire, then the sweep removes them once their hour of counting is over, and live ones stay', async () => {
    const used = uniqueEmail('used');
    const expiring = uniqueEmail('expiring');
    const signUp = new TestBrowser(t, uniqueIp());
    expect(
      (await signUp.post('/api/auth/sign-up', { email: expiring, password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(201);
    await accountAtMachine(t, used, GOOD_PASSWORD, 'customer');
    await new TestBrowser(t, uniqueIp()).post('/api/auth/forgot-password', { email: used });
    await new TestBrowser(t, uniqueIp()).post('/api/auth/forgot-password', { email: expiring });
    const [mail] = await db().query<{ text: string }>(
      `select text from email_outbox where to_address = $1 and dedupe_key like 'password-reset:%'`,
      [used],
    );
    const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await new TestBrowser(t, uniqueIp()).post('/api/auth/reset-password', {
      token,
      password: 'a brand new walk in the park',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const resets = async (email: string) =>
      count('password_resets where user_id = $1', [await userIdOf(email)]);
    const verifications = async (email: string) =>
      count('email_verifications where user_id = $1', [await userIdOf(email)]);

    // Used, but still counted towards the resets allowed in the hour.
    await sweep();
    expect(await resets(used)).toBe(1);
    expect(await resets(expiring)).toBe(1);

    t.clock.advance(HOUR + MINUTE);
    await sweep();
    expect(await resets(used)).toBe(0);
    expect(await resets(expiring)).toBe(0);
    // The sign-up's link lasts a day.
    expect(await verifications(expiring)).toBe(1);

    t.clock.advance(DAY);
    await sweep();
    expect(await verifications(expiring)).toBe(0);
  });

  it('When sign-in failures are a day old and limit windows have ended, then the sweep forgets them, and newer ones stay', async () => {
    const email = uniqueEmail('failing');
    await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    const ip = uniqueIp();
    const failing = new TestBrowser(t, ip);
    await failing.post('/api/auth/sign-in', { email, password: 'not the password at all' });
    await new TestBrowser(t, ip).post('/api/auth/sign-up', {
      email: uniqueEmail('counted'),
      password: GOOD_PASSWORD,
    });
    const failures = () => count('sign_in_failures where ip = $1', [ip]);
    const counters = () => count('rate_limits where key like $1', [`%${ip}%`]);
    expect(await failures()).toBe(1);
    expect(await counters()).toBeGreaterThan(0);

    t.clock.advance(HOUR + MINUTE);
    await sweep();
    expect(await failures()).toBe(1);
    expect(await counters()).toBe(0);

    await failing.post('/api/auth/sign-in', { email, password: 'still not the password' });
    t.clock.advance(23 * HOUR);
    await sweep();
    // The first is over 24 hours old; the second is not.
    expect(await failures()).toBe(1);
  });

  it('When sent e-mails are older than 90 days, then they lose their bodies but keep to, subject and when, and newer ones keep theirs', async () => {
    const early = uniqueEmail('early');
    const late = uniqueEmail('late');
    await new TestBrowser(t, uniqueIp()).post('/api/auth/forgot-password', { email: early });
    await accountAtMachine(t, early, GOOD_PASSWORD, 'customer');
    await new TestBrowser(t, uniqueIp()).post('/api/auth/forgot-password', { email: early });
    await t.paddock.outbox.runOnce();
    t.clock.advance(60 * DAY);
    await accountAtMachine(t, late, GOOD_PASSWORD, 'customer');
    await new TestBrowser(t, uniqueIp()).post('/api/auth/forgot-password', { email: late });
    await t.paddock.outbox.runOnce();
    await smtp.waitForMessageTo(late);

    const row = async (email: string) => {
      const [message] = await db().query<{
        to_address: string;
        subject: string;
        html: string;
        text: string;
        status: string;
        sent_at: Date | null;
      }>(
        'select to_address, subject, html, text, status, sent_at from email_outbox where to_address = $1',
        [email],
      );
      return message;
    };
    t.clock.advance(30 * DAY + MINUTE);
    await sweep();
    expect(await row(early)).toMatchObject({
      to_address: early,
      subject: 'Reset your Meadow Paddock Dog Field password',
      html: '',
      text: '',
      status: 'sent',
      sent_at: expect.any(Date),
    });
    expect((await row(late))?.text).toContain('reset-password#token=');
    expect((await row(late))?.html).not.toBe('');
  });

  it('When a deleted account’s farewell e-mail is sent, then the sweep blanks it and the account counts as erased; while it waits, it is kept', async () => {
    const email = uniqueEmail('farewell');
    const browser = await signedInAs(t, 'customer', email);
    const deleted = await browser.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const farewell = async () => {
      const [message] = await db().query<{
        to_address: string;
        subject: string;
        html: string;
        text: string;
        status: string;
      }>(
        `select to_address, subject, html, text, status from email_outbox where dedupe_key like 'account-deleted:%' and (to_address = $1 or to_address = '[deleted account]') order by id desc limit 1`,
        [email],
      );
      return message;
    };
    const erasedAt = async () => {
      const [row] = await db().query<{ erased_at: Date | null; deleted_at: Date | null }>(
        `select erased_at, deleted_at from users where email like 'deleted-%' order by deleted_at desc limit 1`,
      );
      return row;
    };

    await sweep();
    expect(await farewell()).toMatchObject({ to_address: email, status: 'pending' });
    expect((await erasedAt())?.erased_at).toBeNull();

    await t.paddock.outbox.runOnce();
    await smtp.waitForMessageTo(email, (mail) => mail.subject === 'Your account is deleted');
    await sweep();
    expect(await farewell()).toMatchObject({
      to_address: '[deleted account]',
      subject: '',
      html: '',
      text: '',
      status: 'sent',
    });
    expect((await erasedAt())?.erased_at).toEqual(t.clock.now());
  });
});
