import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataExport } from '../../src/contract/account';
import { withoutLinkSecrets } from '../../src/domain/linkSecrets';
import { slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, TestBrowser, uniqueEmail, uniqueIp } from '../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

describe('download my data', () => {
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

  /**
   * A customer with a paid booking, one cancelled in time (refunded), and an unpaid hold; their
   * name and mobile given with the first.
   */
  async function customerWithHistory(prefix: string, hour: number) {
    const email = uniqueEmail(prefix);
    const browser = await signedInAs(t, 'customer', email);
    const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const contact = { name: `${prefix} Walker`, mobile: `07700 9001${hour}` };
    const kept = await bookAndPay(browser, { ...slot(at(hour), 60, '5-6'), contact });
    const later = (time: string, minutes: 30 | 60) => ({
      ...slot(time, minutes),
      contact: { name: contact.name },
    });
    const cancelled = await bookAndPay(browser, later(at(hour + 1), 30));
    const refund = await browser.post(`/api/bookings/${cancelled}/cancel`, {
      expect: 'full-refund',
    });
    expect(refund.json()).toEqual({ refundPence: 650 });
    const held = await browser.post('/api/bookings', later(at(hour + 2), 30));
    expect(held.statusCode, held.body).toBe(201);
    const heldId = held.json<{ bookingId: number }>().bookingId;
    return { email, contact, browser, bookingIds: [kept, cancelled, heldId] };
  }

  const idsOf = async (sql: string, params: unknown[]) =>
    (await t.database.db.query<{ id: number }>(sql, params)).map((row) => row.id);

  async function exportOf(browser: TestBrowser): Promise<DataExport> {
    const response = await browser.get('/api/account/data');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="paddock-my-data.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<DataExport>();
  }

  it('When a customer downloads their data, then it holds their name and mobile and every booking, payment, refund, place on a waiting list and e-mail of theirs, and nothing of another customer or of the park', async () => {
    const ann = await customerWithHistory('ann-export', 10);
    const bob = await customerWithHistory('bob-export', 14);
    const ownerEmail = uniqueEmail('owner-export');
    const owner = await signedInAs(t, 'super-admin', ownerEmail);
    const manual = await owner.post('/api/admin/manual-bookings', {
      date: '2025-06-14',
      time: '19:00',
      dogs: 2,
      minutes: 30,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    // A message staff send Ann by hand, named in Activity with her address.
    const tool = await owner.post('/api/admin/email-tools/confirmation', { email: ann.email });
    expect(tool.json()).toEqual({ result: 'Sent' });
    // Each waits for the other's booked hour.
    const annWaits = await ann.browser.post('/api/waitlist', slot('14:00', 60, '5-6'));
    expect(annWaits.statusCode, annWaits.body).toBe(201);
    const bobWaits = await bob.browser.post('/api/waitlist', slot('10:00', 60));
    expect(bobWaits.statusCode, bobWaits.body).toBe(201);
    await t.paddock.outbox.runOnce();
    await smtp.waitForMessageTo(ann.email, (mail) => /Booking confirmed/.test(mail.subject ?? ''));

    const data = await exportOf(ann.browser);

    expect(data.profile).toMatchObject({
      email: ann.email,
      role: 'customer',
      twoFactor: false,
      name: ann.contact.name,
      mobile: ann.contact.mobile,
    });
    expect(data.bookings.map((booking) => booking.id)).toEqual(ann.bookingIds);
    expect(data.bookings.map((booking) => booking.status)).toEqual([
      'complete',
      'cancelled',
      'pending',
    ]);
    const annPayments = await idsOf(
      'select p.id from payments p join bookings b on b.id = p.booking_id where b.user_id = (select id from users where email = $1) order by p.id',
      [ann.email],
    );
    expect(annPayments).toHaveLength(2);
    expect(data.payments.map((payment) => payment.id)).toEqual(annPayments);
    expect(data.refunds).toHaveLength(1);
    expect(data.refunds[0]).toMatchObject({
      bookingId: ann.bookingIds[1],
      amountPence: 650,
      status: 'done',
    });
    expect(data.refunds[0]).not.toHaveProperty('byEmail');
    expect(data.waitlist).toEqual([
      expect.objectContaining({
        id: annWaits.json().entry.id,
        date: '2025-06-14',
        time: '14:00',
        minutes: 60,
        dogs: '5-6',
        status: 'waiting',
        shortNotice: false,
      }),
    ]);

    // Every message to her, and only those: none of the owner's notices about her bookings.
    const toAnn = await t.database.db.query<{ subject: string; text: string }>(
      'select subject, text from email_outbox where to_address = $1 order by id',
      [ann.email],
    );
    expect(toAnn.length).toBeGreaterThan(3);
    expect(data.emails.map(({ subject, text }) => ({ subject, text }))).toEqual(
      toAnn.map(({ subject, text }) => ({ subject, text: withoutLinkSecrets(text) })),
    );
    expect(data.emails.every((email) => email.to === ann.email)).toBe(true);
    expect(data.sessions).toHaveLength(1);

    const text = JSON.stringify(data);
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain(bob.contact.name);
    expect(text).not.toContain(bob.contact.mobile);
    expect(text).not.toContain(ownerEmail);
    const foreign = new Set([...bob.bookingIds, manual.json<{ bookingId: number }>().bookingId]);
    const mentioned = [
      ...data.bookings.map((booking) => booking.id),
      ...data.payments.map((payment) => payment.bookingId),
      ...data.refunds.map((refund) => refund.bookingId),
    ];
    expect(mentioned.filter((id) => foreign.has(id as number))).toEqual([]);
    const bobPayments = await idsOf(
      'select p.id from payments p join bookings b on b.id = p.booking_id where b.user_id = (select id from users where email = $1)',
      [bob.email],
    );
    expect(data.payments.filter((payment) => bobPayments.includes(payment.id as number))).toEqual(
      [],
    );
  });

  /** Signs up at the sign-up form, as anyone may with any address. */
  async function signUp(email: string): Promise<TestBrowser> {
    const browser = new TestBrowser(t, uniqueIp());
    const response = await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD });
    expect(response.statusCode, response.body).toBe(201);
    return browser;
  }

  /** Every run of characters in the text that could be a link's token. */
  const tokenLike = (text: string) => [...new Set(text.match(/[A-Za-z0-9_-]{16,}/g) ?? [])];

  it('When someone signs up with an address they do not own and downloads their data, then no link in it proves the address, resets the password or confirms a change', async () => {
    const email = uniqueEmail('not-mine');
    const browser = await signUp(email);
    const asked = await new TestBrowser(t, uniqueIp()).post('/api/auth/forgot-password', {
      email,
    });
    expect(asked.statusCode).toBe(202);
    const moved = await browser.post('/api/account/email', {
      password: GOOD_PASSWORD,
      email: uniqueEmail('also-not-mine'),
    });
    expect(moved.statusCode).toBe(202);
    const sent = await t.database.db.query<{ text: string }>(
      `select text from email_outbox where to_address in ($1, $2)`,
      [email, moved.json().sentTo],
    );
    const links = sent.map((mail) => mail.text).join('\n');
    for (const page of ['verify-email', 'reset-password', 'confirm-email']) {
      expect(links).toContain(`/${page}#token=`);
    }

    const data = await exportOf(browser);

    const text = JSON.stringify(data);
    expect(text).not.toContain('token=');
    expect(data.emails.length).toBeGreaterThanOrEqual(4);
    expect(text.match(/\(link removed\)/g)).toHaveLength(3);
    for (const token of tokenLike(text)) {
      const tries = [
        ['/api/auth/verify-email', { token }],
        ['/api/auth/reset-password', { token, password: 'a new password of mine' }],
        ['/api/auth/confirm-email-change', { token }],
      ] as const;
      for (const [url, body] of tries) {
        const tried = await new TestBrowser(t, uniqueIp()).post(url, body);
        expect(tried.statusCode, `${url} with ${token}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect((await browser.get('/api/account')).json()).toMatchObject({
      email,
      emailVerified: false,
    });
  });

  it('When an address passes to another account, then the new account downloads none of the e-mails sent to the one before', async () => {
    const first = uniqueEmail('first-holder');
    const later = uniqueEmail('moved-on');
    const ann = await signUp(first);
    const asked = await ann.post('/api/account/email', { password: GOOD_PASSWORD, email: later });
    expect(asked.statusCode).toBe(202);
    const [change] = await t.database.db.query<{ text: string }>(
      `select text from email_outbox where to_address = $1`,
      [later],
    );
    const token = /#token=([\w-]+)/.exec(change?.text ?? '')?.[1];
    const opened = await new TestBrowser(t, uniqueIp()).post('/api/auth/confirm-email-change', {
      token,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const annSent = await t.database.db.query<{ subject: string }>(
      'select subject from email_outbox where to_address in ($1, $2) order by id',
      [first, later],
    );
    expect(annSent.length).toBeGreaterThanOrEqual(3);

    const bob = await signUp(first);
    const bobData = await exportOf(bob);
    expect(bobData.emails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Confirm your e-mail address/),
    ]);
    expect(bobData.emails.every((mail) => mail.to === first)).toBe(true);

    const annData = await exportOf(ann);
    expect(annData.emails.map((mail) => mail.subject)).toEqual(annSent.map((row) => row.subject));
    expect(annData.emails.map((mail) => mail.to)).toContain(first);
  });

  it('When someone is signed out, then there is no data to download', async () => {
    expect((await new TestBrowser(t).get('/api/account/data')).statusCode).toBe(401);
  });
});
