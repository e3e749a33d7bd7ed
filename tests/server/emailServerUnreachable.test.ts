import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/localServer.mjs';
import type { EmailProblem, EmailProblems } from '../../src/contract/emailProblems';
import { startPaddock } from '../../src/server/paddock';
import { loadConfig } from '../../src/server/platform/config';
import { slot } from '../support/bookings';
import { signedInAs, TestBrowser, uniqueEmail } from '../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';

const CONFIRMED = 'booking-confirmation';
const MAIL_FROM = 'Meadow Paddock <bookings@example.com>';
const CONFIRMATION_SUBJECT = 'Booking confirmed: 14th of June 2025, 09:00 to 10:00';

// The commonest mistake in a park's settings: SMTP_URL names a port nothing listens on (a typo,
// or the mail server not started). The owner hears of it from the first failed try, on Today and
// in E-mail problems, and once the mail server answers the e-mail goes.
describe('an SMTP_URL that nothing answers', () => {
  let port: number;
  let t: TestApp;
  let smtp: TestSmtpServer | null;
  let owner: TestBrowser;

  beforeEach(async () => {
    // A port that was free a moment ago and is closed now: connecting to it is refused.
    port = await freePort();
    smtp = null;
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM },
    });
    owner = await signedInAs(t, 'admin');
  });
  afterEach(async () => {
    await t.close();
    await smtp?.close();
  });

  /** A customer books and pays; answers their address. */
  async function bookAndPay(): Promise<string> {
    const email = uniqueEmail('walker');
    const walker = await signedInAs(t, 'customer', email);
    const booked = await walker.post('/api/bookings', slot('09:00', 60));
    expect(booked.statusCode).toBe(201);
    const reference = booked.json<{ checkoutUrl: string }>().checkoutUrl.split('/').pop();
    const paid = await walker.post(`/api/test-checkout/${reference}/pay`, {
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.statusCode).toBe(200);
    return email;
  }

  /** What Today's line and the E-mail problems tab read. */
  async function problems(): Promise<EmailProblems> {
    const response = await owner.get('/api/admin/email-problems');
    expect(response.statusCode).toBe(200);
    return response.json<EmailProblems>();
  }

  const confirmationTo = (list: EmailProblems, to: string): EmailProblem | undefined =>
    list.rows.find((row) => row.kind === CONFIRMED && row.to === to);

  const deliveredTo = (address: string) =>
    (smtp?.received ?? []).filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address)),
    );

  /** The outbox's first try, which the app makes as soon as the booking is paid. */
  async function firstTry(): Promise<void> {
    const result = await t.paddock.outbox.runOnce();
    expect(result.delivered).toBe(0);
    expect(result.retrying).toBeGreaterThanOrEqual(1);
  }

  it('When a booking is paid, then its confirmation is in E-mail problems as retrying after the first failed try, and Today says e-mails are failing', async () => {
    const customer = await bookAndPay();
    expect(await problems()).toEqual({ total: 0, rows: [] });

    await firstTry();

    const list = await problems();
    expect(confirmationTo(list, customer)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      error: expect.stringContaining('ECONNREFUSED'),
      nextTryAt: expect.any(String),
    });
    // Today's line shows when the total is above none: the owner's own notice failed too.
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect((await owner.get('/api/admin/today')).statusCode).toBe(200);
  });

  it('When the mail server comes back, then the outbox’s own next try delivers the confirmation and the problems clear', async () => {
    const customer = await bookAndPay();
    await firstTry();
    const retrying = confirmationTo(await problems(), customer);
    expect(retrying?.status).toBe('retrying');

    smtp = await startSmtpServer(port);
    t.clock.set(new Date(retrying?.nextTryAt ?? 0));
    await t.paddock.outbox.runOnce();

    expect(deliveredTo(customer).map((mail) => mail.subject)).toContain(CONFIRMATION_SUBJECT);
    expect(await problems()).toEqual({ total: 0, rows: [] });
  });

  it('When the owner presses Retry once the mail server answers, then the confirmation goes at once, before its next try', async () => {
    const customer = await bookAndPay();
    await firstTry();
    const retrying = confirmationTo(await problems(), customer);

    smtp = await startSmtpServer(port);
    const retried = await owner.post(`/api/admin/email-problems/${retrying?.id}/retry`, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      status: 'retrying',
      nextTryAt: t.clock.now().toISOString(),
    });
    await t.paddock.outbox.runOnce();

    expect(deliveredTo(customer).map((mail) => mail.subject)).toEqual([CONFIRMATION_SUBJECT]);
    expect(confirmationTo(await problems(), customer)).toBeUndefined();
  });

  it('When SMTP_URL is corrected and Paddock restarted, then the confirmation goes at its next try and the problems clear', async () => {
    const customer = await bookAndPay();
    await firstTry();
    const retrying = confirmationTo(await problems(), customer);
    expect(retrying?.status).toBe('retrying');

    // The owner fixes the setting (the mail server was on another port all along) and restarts.
    smtp = await startSmtpServer();
    await t.paddock.close();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      MAIL_FROM,
    });
    const restarted = await startPaddock(config, {
      db: t.database.db,
      clock: t.clock,
      webRoot: null,
      startJobs: false,
      settingsCheckMs: 0,
    });
    try {
      t.clock.set(new Date(retrying?.nextTryAt ?? 0));
      await restarted.outbox.runOnce();
      expect(deliveredTo(customer).map((mail) => mail.subject)).toContain(CONFIRMATION_SUBJECT);

      const there = new TestBrowser({ app: restarted.app, config }, owner.ip);
      for (const [name, value] of owner.cookies) there.cookies.set(name, value);
      expect((await there.get('/api/admin/email-problems')).json()).toEqual({ total: 0, rows: [] });
    } finally {
      await restarted.close();
    }
  });
});
