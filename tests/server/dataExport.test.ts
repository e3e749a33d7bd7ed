import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataExport } from '../../src/contract/account';
import { slot } from '../support/bookings';
import { signedInAs, TestBrowser, uniqueEmail } from '../support/browser';
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

  /** A customer with a paid booking, one cancelled in time (refunded), and an unpaid hold. */
  async function customerWithHistory(prefix: string, hour: number) {
    const email = uniqueEmail(prefix);
    const browser = await signedInAs(t, 'customer', email);
    const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const kept = await bookAndPay(browser, slot(at(hour), 60, '5-6'));
    const cancelled = await bookAndPay(browser, slot(at(hour + 1), 30));
    const refund = await browser.post(`/api/bookings/${cancelled}/cancel`, {
      expect: 'full-refund',
    });
    expect(refund.json()).toEqual({ refundPence: 650 });
    const held = await browser.post('/api/bookings', slot(at(hour + 2), 30));
    expect(held.statusCode, held.body).toBe(201);
    const heldId = held.json<{ bookingId: number }>().bookingId;
    return { email, browser, bookingIds: [kept, cancelled, heldId] };
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

  it('When a customer downloads their data, then it holds every booking, payment, refund, place on a waiting list and e-mail of theirs, and nothing of another customer or of the park', async () => {
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

    expect(data.profile).toMatchObject({ email: ann.email, role: 'customer', twoFactor: false });
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
    expect(data.emails.map(({ subject, text }) => ({ subject, text }))).toEqual(toAnn);
    expect(data.emails.every((email) => email.to === ann.email)).toBe(true);
    expect(data.sessions).toHaveLength(1);

    const text = JSON.stringify(data);
    expect(text).not.toContain(bob.email);
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

  it('When someone is signed out, then there is no data to download', async () => {
    expect((await new TestBrowser(t).get('/api/account/data')).statusCode).toBe(401);
  });
});
