import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountDeleted, DataExport } from '../../src/contract/account';
import type { ActivityRow, RevenueResponse } from '../../src/contract/admin';
import { retentionSweepTask } from '../../src/server/account/retention';
import { FIRST_RULES_VERSION, slot, TEST_CONTACT } from '../support/bookings';
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
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { appCode, enrolTwoFactor } from '../support/twoFactor';

// Two days before the park opens on Saturday 10 May 2025: the first booking can be had, and
// passed, without anyone's session running out.
const START = '2025-05-08T09:00:00+01:00';
const OPENING_DAY = {
  date: '2025-05-10',
  time: '08:00',
  minutes: 60,
  dogs: '5-6',
  rulesVersion: FIRST_RULES_VERSION,
  contact: TEST_CONTACT,
} as const;
const AFTER_IT = '2025-05-10T12:00:00+01:00';
/** 1 hour for 5-6 dogs. */
const FIFTEEN_POUNDS = 1500;

type Csv = Map<string, Record<string, string>>;

/** The CSV export by booking number (no cell of ours holds a comma or a quote). */
function parseCsv(text: string): Csv {
  const [header = '', ...lines] = text.trim().split('\r\n');
  const keys = header.split(',');
  const rows: Csv = new Map();
  for (const line of lines) {
    const cells = line.split(',');
    const row = Object.fromEntries(keys.map((key, index) => [key, cells[index] ?? '']));
    rows.set(row.booking ?? '', row);
  }
  return rows;
}

describe('deleting an account', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ now: START, env: { SMTP_URL: smtp.url } });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.database.db;

  /** Every text, varchar, jsonb and text[] column of every table holding `needle`, any case. */
  async function columnsHolding(needle: string): Promise<string[]> {
    const columns = await db().query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name
         from information_schema.columns c
         join information_schema.tables tb
           on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json')
               or c.udt_name in ('_text', '_varchar'))
        order by 1, 2`,
    );
    expect(columns.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = await db().query<{ n: number }>(
        `select count(*)::int as n from "${table_name}"
          where strpos(lower("${column_name}"::text), $1) > 0`,
        [needle.toLowerCase()],
      );
      if ((row?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  }

  async function userRow(id: string) {
    const [row] = await db().query<{
      email: string;
      password_hash: string;
      deleted_at: Date | null;
      erased_at: Date | null;
    }>('select email, password_hash, deleted_at, erased_at from users where id = $1', [id]);
    return row;
  }

  async function bookingStatus(id: number): Promise<string | undefined> {
    const [row] = await db().query<{ status: string }>(
      'select status from bookings where id = $1',
      [id],
    );
    return row?.status;
  }

  async function paymentOf(bookingId: number) {
    const [row] = await db().query<{
      refund_status: string | null;
      refunded_pence: number;
      provider_reference: string;
      refund_reference: string | null;
    }>(
      'select refund_status, refunded_pence, provider_reference, refund_reference from payments where booking_id = $1',
      [bookingId],
    );
    return row;
  }

  const outboxCount = async (to: string) => {
    const [row] = await db().query<{ n: number }>(
      'select count(*)::int as n from email_outbox where lower(to_address) = lower($1)',
      [to],
    );
    return row?.n ?? -1;
  };

  it('When a customer deletes their account, then the booking to come is refunded by the policy, they are told once, they can no longer sign in, their address, name and mobile are in no table, and the park’s totals and CSV change only by that refund', async () => {
    const owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
    // A distinctive local part, so that finding it anywhere means finding the customer.
    const email = uniqueEmail('zqxerasable');
    const localPart = email.split('@')[0] ?? '';
    const goner = await signedInAs(t, 'customer', email);
    const gonerId =
      (await db().query<{ id: string }>('select id from users where email = $1', [email]))[0]?.id ??
      '';
    const keeperEmail = uniqueEmail('keeper');
    const keeper = await signedInAs(t, 'customer', keeperEmail);

    // Her name and mobile, given with her bookings, are as distinctive.
    const contact = { name: 'Zqxerasable Walker', mobile: '07700 900461' };
    const pastId = await bookAndPay(goner, { ...OPENING_DAY, contact });
    const upcomingId = await bookAndPay(goner, { ...slot('10:00', 60, '5-6'), contact });
    const keeperId = await bookAndPay(keeper, slot('12:00', 60, '5-6'));
    // Staff resend her confirmation: Activity names her address.
    const tool = await owner.post('/api/admin/email-tools/confirmation', { email });
    expect(tool.json()).toEqual({ result: 'Sent' });
    // Someone tries her account with a wrong password.
    const stranger = new TestBrowser(t, uniqueIp());
    await stranger.post('/api/auth/sign-in', { email, password: 'not her password at all' });
    await t.paddock.outbox.runOnce();
    await smtp.waitForMessageTo(email, (mail) => /Booking confirmed/.test(mail.subject ?? ''));
    // And a message still queued when she goes: it must never be sent.
    await new TestBrowser(t, uniqueIp()).post('/api/auth/forgot-password', { email });

    // The scan finds her where she is, so that finding her nowhere later means something.
    expect(await columnsHolding(email)).toEqual(
      expect.arrayContaining([
        'audit_log.details',
        'email_outbox.html',
        'email_outbox.to_address',
        'invoices.customer_email',
        'sign_in_failures.email_key',
        'users.email',
      ]),
    );
    // The owner's notices name her beside her address, and her invoices are made out to her
    // name (decision 125).
    expect(await columnsHolding(contact.name)).toEqual([
      'email_outbox.html',
      'email_outbox.text',
      'invoices.customer_name',
      'users.contact_name',
    ]);
    expect(await columnsHolding(contact.mobile)).toEqual([
      'email_outbox.html',
      'email_outbox.text',
      'users.mobile',
    ]);

    t.clock.set(AFTER_IT);
    const month = async (m: string) => ({
      revenue: (await owner.get(`/api/admin/revenue?month=${m}`)).json<RevenueResponse>(),
      csv: parseCsv((await owner.get(`/api/admin/export.csv?month=${m}`)).body),
    });
    const mayBefore = await month('2025-05');
    const juneBefore = await month('2025-06');
    const oldSession = goner.sessionCookie ?? '';

    const response = await goner.post('/api/account/delete', { password: GOOD_PASSWORD });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountDeleted>()).toEqual({
      cancelled: [{ bookingId: upcomingId, refundPence: FIFTEEN_POUNDS }],
    });
    expect(String(response.headers['set-cookie'])).toMatch(/paddock_session=;.*Max-Age=0/);

    // The money went back through the provider (the built-in test checkout keeps its refunds).
    const payment = await paymentOf(upcomingId);
    expect(payment).toMatchObject({ refund_status: 'done', refunded_pence: FIFTEEN_POUNDS });
    const providerRefunds = await db().query<{ amount_pence: number; reference: string }>(
      'select amount_pence, reference from test_refunds where payment_reference = $1',
      [payment?.provider_reference],
    );
    expect(providerRefunds).toEqual([
      { amount_pence: FIFTEEN_POUNDS, reference: payment?.refund_reference },
    ]);
    expect(await bookingStatus(upcomingId)).toBe('cancelled');
    expect(await bookingStatus(pastId)).toBe('complete');

    // Her session is over.
    const [name = '', value = ''] = oldSession.split('=');
    const stale = new TestBrowser(t);
    stale.cookies.set(name, value);
    expect((await stale.get('/api/account')).statusCode).toBe(401);

    // One farewell reaches her; the queued reset never does.
    await t.paddock.outbox.runOnce();
    const farewell = await smtp.waitForMessageTo(
      email,
      (mail) => mail.subject === 'Your account is deleted',
    );
    expect(farewell.text).toContain(`Booking ${upcomingId}`);
    expect(farewell.text).toContain('We are refunding £15.00 to your card');
    const toHer = smtp.received.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.text.toLowerCase().includes(localPart.toLowerCase())),
    );
    expect(toHer.map((mail) => mail.subject)).not.toContainEqual(expect.stringMatching(/Reset/));
    expect(toHer.filter((mail) => mail.subject === 'Your account is deleted')).toHaveLength(1);

    await retentionSweepTask(t.paddock).run();

    expect(await columnsHolding(email)).toEqual([]);
    expect(await columnsHolding(localPart)).toEqual([]);
    expect(await columnsHolding(contact.name)).toEqual([]);
    expect(await columnsHolding(contact.mobile)).toEqual([]);
    // She can't sign in. (Trying writes the address tried as a new failure, as for any address,
    // kept for a day: hence only now.)
    const again = await new TestBrowser(t, uniqueIp()).post('/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('auth/invalid-credential');
    const erased = await userRow(gonerId);
    expect(erased?.email).toBe(`deleted-${gonerId}@deleted.invalid`);
    expect(erased?.deleted_at).toEqual(t.clock.now());
    expect(erased?.erased_at).toEqual(t.clock.now());

    // The park hears of the cancellation, naming no one; Activity says what happened.
    const [notice] = await db().query<{ text: string }>(
      'select text from email_outbox where dedupe_key = $1',
      [`owner-cancelled:${upcomingId}`],
    );
    expect(notice?.text).toContain('Customer: An account since deleted');
    const activity = (await owner.get('/api/admin/activity')).json<{ rows: ActivityRow[] }>();
    expect(activity.rows.find((row) => row.action === 'account deleted')).toMatchObject({
      who: `deleted-${gonerId}@deleted.invalid`,
      details: `bookings cancelled: ${upcomingId}; £15.00 refunded under the policy`,
    });

    // The other customer is untouched.
    expect(await bookingStatus(keeperId)).toBe('complete');
    expect(await outboxCount(keeperEmail)).toBeGreaterThan(0);
    expect((await keeper.get('/api/account')).statusCode).toBe(200);

    // The park's figures. Deleting the account did to them exactly what the customer cancelling
    // that booking in time would have done (one booking fewer, its £15.00 refunded, the row
    // showing it cancelled and refunded); erasing her changed nothing else but the name in the
    // customer column. Every other row, and every other figure, is as it was.
    const mayAfter = await month('2025-05');
    const juneAfter = await month('2025-06');
    expect(mayAfter.revenue).toEqual({
      ...mayBefore.revenue,
      totalBookings: mayBefore.revenue.totalBookings - 1,
      totalPence: mayBefore.revenue.totalPence - FIFTEEN_POUNDS,
      estimatePence: mayBefore.revenue.estimatePence - FIFTEEN_POUNDS,
      refundedPence: mayBefore.revenue.refundedPence + FIFTEEN_POUNDS,
      // No pass was sold: the month's money together follows the bookings' (decision 127).
      passes: {
        sold: 0,
        paidPence: 0,
        refundedPence: 0,
        withBookingsPence: mayBefore.revenue.totalPence - FIFTEEN_POUNDS,
      },
    });
    const anonymous = `deleted-${gonerId}@deleted.invalid`;
    const expectedMay = new Map(mayBefore.csv);
    const pastRow = mayBefore.csv.get(String(pastId));
    expect(pastRow?.customer).toBe(email);
    // Her name and mobile leave the CSV with her address (decision 125).
    const leftInCsv = { customer: anonymous, customer_name: '', customer_mobile: '' };
    expect(pastRow).toMatchObject({ customer_name: contact.name, customer_mobile: contact.mobile });
    expectedMay.set(String(pastId), { ...pastRow, ...leftInCsv });
    expect(mayAfter.csv).toEqual(expectedMay);
    const expectedJune = new Map(juneBefore.csv);
    const upcomingRow = juneBefore.csv.get(String(upcomingId));
    expect(upcomingRow).toMatchObject({ status: 'complete', refunded_pence: '0' });
    expectedJune.set(String(upcomingId), {
      ...upcomingRow,
      ...leftInCsv,
      status: 'cancelled',
      refunded_pence: String(FIFTEEN_POUNDS),
      refund_reference: payment?.refund_reference ?? '',
    });
    expect(juneAfter.csv).toEqual(expectedJune);
    expect(juneAfter.csv.get(String(keeperId))?.customer).toBe(keeperEmail);
  });

  it('When a customer who changed their address deletes the account, then neither address is left anywhere, though both were in the data they could download', async () => {
    const first = uniqueEmail('zqxfirstaddress');
    const second = uniqueEmail('zqxsecondaddress');
    const customer = await signedInAs(t, 'customer', first);
    const early = await bookAndPay(customer, slot('10:00', 60, '5-6'));
    const asked = await customer.post('/api/account/email', {
      password: GOOD_PASSWORD,
      email: second,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const [link] = await db().query<{ text: string }>(
      'select text from email_outbox where to_address = $1',
      [second],
    );
    const token = /#token=([\w-]+)/.exec(link?.text ?? '')?.[1] ?? '';
    const opened = await new TestBrowser(t, uniqueIp()).post('/api/auth/confirm-email-change', {
      token,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const late = await bookAndPay(customer, slot('14:00', 60, '5-6'));
    await t.paddock.outbox.runOnce();

    const data = (await customer.get('/api/account/data')).json<DataExport>();
    expect(new Set(data.emails.map((email) => email.to))).toEqual(new Set([first, second]));
    expect(data.bookings.map((booking) => booking.id)).toEqual([early, late]);

    const deleted = await customer.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(deleted.json<AccountDeleted>().cancelled.map((each) => each.bookingId)).toEqual([
      early,
      late,
    ]);
    await t.paddock.outbox.runOnce();
    await smtp.waitForMessageTo(second, (mail) => mail.subject === 'Your account is deleted');
    await retentionSweepTask(t.paddock).run();

    for (const address of [first, second]) {
      expect(await columnsHolding(address)).toEqual([]);
      expect(await columnsHolding(address.split('@')[0] ?? '')).toEqual([]);
    }
  });

  it('When staff booked a session for someone by name before they had an account, then deleting the account they made later takes their name, address and mobile off that booking', async () => {
    const owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
    const email = uniqueEmail('zqxbooked');
    const typed = { customerName: 'Zqxbooked Person', customerMobile: '07700 900462' };
    const made = await owner.post('/api/admin/manual-bookings', {
      ...slot('16:00', 60),
      dogs: 2,
      customerEmail: email,
      ...typed,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await columnsHolding(typed.customerName)).toEqual([
      'bookings.customer_name',
      'email_outbox.html',
      'email_outbox.text',
    ]);

    const customer = await signedInAs(t, 'customer', email);
    const deleted = await customer.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Nor in the owner's notice of the booking, which named them beside the address.
    expect(await columnsHolding(typed.customerName)).toEqual([]);
    expect(await columnsHolding(typed.customerMobile)).toEqual([]);
  });

  it("When the owner's staff account, at the park's own address, is deleted, then the park's address stays on its e-mails and notices", async () => {
    const parkEmail = 'hello@meadowpaddock.example';
    const customer = await signedInAs(t, 'customer', uniqueEmail('customer'));
    const booked = await bookAndPay(customer, slot('10:00', 60, '5-6'));
    const staff = await staffAtMachine(t, parkEmail, 'super-admin');
    const browser = await browserWithSession(t, staff.id);
    // The park keeps someone to run it (see the next test).
    await staffAtMachine(t, uniqueEmail('successor'), 'super-admin');

    const deleted = await browser.post('/api/account/delete', {
      password: GOOD_PASSWORD,
      code: appCode(staff.enrolled.secret, 1),
    });

    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await userRow(staff.id))?.email).toBe(`deleted-${staff.id}@deleted.invalid`);
    const [notice] = await db().query<{ to_address: string; text: string }>(
      'select to_address, text from email_outbox where dedupe_key = $1',
      [`owner-booked:${booked}`],
    );
    expect(notice?.to_address).toBe(parkEmail);
    expect(notice?.text).toContain(parkEmail);
    const [park] = await db().query<{ email: string }>('select email from park_settings');
    expect(park?.email).toBe(parkEmail);
  });

  it("When the park's only super admin deletes their account, then it is refused until someone else is one", async () => {
    const owner = await staffAtMachine(t, uniqueEmail('sole-owner'), 'super-admin');
    const browser = await browserWithSession(t, owner.id);
    const refused = await browser.post('/api/account/delete', {
      password: GOOD_PASSWORD,
      code: appCode(owner.enrolled.secret, 1),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('account/last-super-admin');
    expect((await browser.get('/api/account')).statusCode).toBe(200);

    await staffAtMachine(t, uniqueEmail('successor'), 'super-admin');
    const deleted = await browser.post('/api/account/delete', {
      password: GOOD_PASSWORD,
      code: appCode(owner.enrolled.secret, 1),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('When the password is wrong, then the answer is 403 and nothing is deleted', async () => {
    const email = uniqueEmail('keeps');
    const customer = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(customer, slot('10:00', 60, '5-6'));
    const emails = await outboxCount(email);

    const response = await customer.post('/api/account/delete', {
      password: 'not the password at all',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('account/wrong-password');
    expect(await bookingStatus(id)).toBe('complete');
    expect((await paymentOf(id))?.refund_status).toBeNull();
    expect(await outboxCount(email)).toBe(emails);
    expect((await customer.get('/api/account')).json().email).toBe(email);
    const [user] = await db().query<{ deleted_at: Date | null }>(
      'select deleted_at from users where email = $1',
      [email],
    );
    expect(user?.deleted_at).toBeNull();
  });

  it('When two-factor sign-in is on, then deleting needs a right code as well as the password', async () => {
    const email = uniqueEmail('careful');
    const user = await accountAtMachine(t, email, GOOD_PASSWORD, 'customer');
    const { secret } = await enrolTwoFactor(t, user);
    const browser = await browserWithSession(t, user.id);

    const noCode = await browser.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.code).toBe('auth/code-needed');
    const wrongCode = await browser.post('/api/account/delete', {
      password: GOOD_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.json().error.code).toBe('auth/invalid-code');
    expect((await browser.get('/api/account')).statusCode).toBe(200);

    const deleted = await browser.post('/api/account/delete', {
      password: GOOD_PASSWORD,
      code: appCode(secret, 1),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ cancelled: [] });
    const [row] = await db().query<{ totp_secret: string | null; codes: number }>(
      `select totp_secret, (select count(*)::int from recovery_codes where user_id = $1) as codes
         from users where id = $1`,
      [user.id],
    );
    expect(row).toEqual({ totp_secret: null, codes: 0 });
  });

  it('When a customer with an unpaid hold and a booking too late to refund deletes the account, then the hold is freed and the late booking is cancelled without a refund, as the farewell says', async () => {
    const email = uniqueEmail('late');
    const customer = await signedInAs(t, 'customer', email);
    const late = await bookAndPay(customer, OPENING_DAY);
    const held = await customer.post('/api/bookings', slot('16:00', 30));
    expect(held.statusCode, held.body).toBe(201);
    const heldId = held.json<{ bookingId: number }>().bookingId;
    // Six hours before the opening-day booking: inside the 12-hour cut-off.
    t.clock.set('2025-05-10T02:00:00+01:00');

    const response = await customer.post('/api/account/delete', { password: GOOD_PASSWORD });

    expect(response.json()).toEqual({ cancelled: [{ bookingId: late, refundPence: 0 }] });
    expect(await bookingStatus(late)).toBe('cancelled');
    expect(await bookingStatus(heldId)).toBe('expired');
    expect((await paymentOf(late))?.refund_status).toBeNull();
    await t.paddock.outbox.runOnce();
    const farewell = await smtp.waitForMessageTo(
      email,
      (mail) => mail.subject === 'Your account is deleted',
    );
    expect(farewell.text).toContain(
      'Cancelled less than 12 hours before the start, so under our cancellation policy no refund is due.',
    );
  });

  it('When a customer holding a waiting-list offer and waiting for another slot deletes the account, then both places end, the held slot is offered to the next in line, and nothing is offered to the account again', async () => {
    const sunday = (time: string) => ({ ...slot(time), date: '2025-05-11' });
    const booker = await signedInAs(t, 'customer', uniqueEmail('booker'));
    const held = await bookAndPay(booker, sunday('10:00'));
    const other = await bookAndPay(booker, sunday('11:00'));
    const leaverEmail = uniqueEmail('waiting-leaver');
    const leaver = await signedInAs(t, 'customer', leaverEmail);
    const next = await signedInAs(t, 'customer', uniqueEmail('next'));
    for (const [who, time] of [
      [leaver, '10:00'],
      [leaver, '11:00'],
      [next, '10:00'],
    ] as const) {
      t.clock.advance(60_000);
      expect((await who.post('/api/waitlist', sunday(time))).statusCode).toBe(201);
    }
    await booker.post(`/api/bookings/${held}/cancel`, { expect: 'full-refund' });
    await t.paddock.sweeper.runOnce();
    const placesOf = async (email: string) =>
      db().query<{ time: string; status: string; offer: string | null }>(
        `select w.local_time as time, w.status, b.status as offer
           from waitlist w join users u on u.id = w.user_id
           left join bookings b on b.id = w.offer_booking_id
          where u.email = $1 order by w.id`,
        [email],
      );
    expect((await placesOf(leaverEmail))[0]).toEqual({
      time: '10:00',
      status: 'offered',
      offer: 'pending',
    });
    const userId = (await leaver.get('/api/session')).json().user.id as string;

    const response = await leaver.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);

    const anonymous = `deleted-${userId}@deleted.invalid`;
    expect(await placesOf(anonymous)).toEqual([
      { time: '10:00', status: 'ended', offer: 'expired' },
      { time: '11:00', status: 'ended', offer: null },
    ]);
    await t.paddock.sweeper.runOnce();
    const nextPlaces = (await next.get('/api/waitlist')).json().entries;
    expect(nextPlaces.map((place: { status: string }) => place.status)).toEqual(['offered']);

    await booker.post(`/api/bookings/${other}/cancel`, { expect: 'full-refund' });
    await t.paddock.sweeper.runOnce();
    const holds = await db().query(
      `select 1 from bookings where user_id = $1 and status = 'pending'`,
      [userId],
    );
    expect(holds).toEqual([]);
  });
});
