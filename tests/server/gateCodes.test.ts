import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeCodeResponse, WeekBooking } from '../../src/contract/admin';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { Sql } from '../../src/server/db/database';
import { doorCode } from '../../src/server/doorCodes/doorCodesSql';
import { BOOKING_DAY, bookingRow, outboxFor, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// BOOKING_DAY, Saturday 14 June 2025, is in week 3 of June (the 9th to the 15th).
const WEEK = '/api/admin/codes/2025/6/3';
/** The booking day's 10:00 in London. */
const TEN = Date.parse(`${BOOKING_DAY}T09:00:00Z`);
const HOUR = 60 * 60_000;

/** A four-digit code that is not `code`, so the change is a change. */
const another = (code: string | null | undefined) => (code === '4821' ? '5930' : '4821');

describe('changing a week’s gate code', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    t = await startTestApp({
      now: '2025-05-01T09:00:00+01:00',
      env: { SMTP_URL: smtp.url },
    });
  });
  afterEach(() => t.close());

  /** A customer with one paid booking on the booking day; their browser, address and booking. */
  async function customerBooking(time: string) {
    const email = uniqueEmail('gate');
    const browser = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(browser, slot(time, 30));
    return { email, browser, id };
  }

  /** The customer's session as it is after the clock has moved on weeks. */
  async function signInAgain(browser: TestBrowser, email: string) {
    const response = await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
  }

  async function gateCodeShown(browser: TestBrowser, id: number) {
    const mine = (await browser.get('/api/my-bookings')).json<MyBookingsResponse>();
    return mine.upcoming.find((booking) => booking.id === id)?.gateCode;
  }

  const gateCodeEmails = async (email: string) =>
    (await outboxFor(t, email)).filter((m) => m.dedupe_key.startsWith('gate-code:'));

  it('When a week has paid bookings, then the preview lists those not yet ended, the park’s own without an e-mail', async () => {
    const over = await customerBooking('10:00');
    const coming = await customerBooking('15:00');
    const elsewhere = await bookAndPay(await signedInAs(t, 'customer'), {
      ...slot('10:00', 30),
      date: '2025-06-20',
    });
    const owner = await signedInAs(t, 'super-admin');
    const manual = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '16:00',
      dogs: 2,
      minutes: 60,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const manualId = manual.json<{ bookingId: number }>().bookingId;

    // Half past eleven on the day: the 10:00 booking is over, the others are to come.
    t.clock.set(new Date(TEN + 1.5 * HOUR));
    const staff = await signedInAs(t, 'super-admin');
    const preview = await staff.get(`${WEEK}/bookings`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<WeekBooking[]>()).toEqual([
      {
        id: coming.id,
        who: coming.email,
        date: BOOKING_DAY,
        time: '15:00',
        minutes: 30,
        canEmail: true,
      },
      {
        id: manualId,
        who: 'Manual Booking',
        date: BOOKING_DAY,
        time: '16:00',
        minutes: 60,
        canEmail: false,
      },
    ]);

    // The booking that is over keeps the code it was used with; the others take the new one.
    const used = (await bookingRow(t, over.id))?.booking_code;
    const code = another((await bookingRow(t, coming.id))?.booking_code);
    const saved = await staff.post(WEEK, { code, notify: true });
    expect(saved.json<ChangeCodeResponse>()).toEqual({ code, notified: 1, updated: 2 });
    expect((await bookingRow(t, over.id))?.booking_code).toBe(used);
    expect((await bookingRow(t, coming.id))?.booking_code).toBe(code);
    expect((await bookingRow(t, manualId))?.booking_code).toBe(code);
    expect((await bookingRow(t, elsewhere))?.booking_code).not.toBe(code);
    expect(await gateCodeEmails(over.email)).toEqual([]);
  });

  it('When the code is saved with the e-mail box ticked, then the customer receives the new code over SMTP and My bookings shows it', async () => {
    const { email, browser, id } = await customerBooking('10:00');
    const code = another((await bookingRow(t, id))?.booking_code);
    const owner = await signedInAs(t, 'super-admin');

    const saved = await owner.post(WEEK, { code, notify: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ChangeCodeResponse>()).toEqual({ code, notified: 1, updated: 1 });
    await t.paddock.outbox.runOnce();

    const told = await smtp.waitForMessageTo(email, (m) => /^New gate code/.test(m.subject ?? ''));
    expect(told.text).toContain(`Please use #${code}# instead of the code we sent before.`);
    expect(await gateCodeShown(browser, id)).toBe(`#${code}#`);
  });

  it('When the code is saved with the box unticked, then no e-mail goes, but My bookings and the reminder show the new code', async () => {
    const { email, browser, id } = await customerBooking('10:00');
    const code = another((await bookingRow(t, id))?.booking_code);
    const owner = await signedInAs(t, 'super-admin');

    const saved = await owner.post(WEEK, { code, notify: false });
    expect(saved.json<ChangeCodeResponse>()).toEqual({ code, notified: 0, updated: 1 });
    expect(await gateCodeEmails(email)).toEqual([]);
    expect(await gateCodeShown(browser, id)).toBe(`#${code}#`);

    // A day before: the reminder, the next e-mail the customer gets, carries the code that applies.
    t.clock.set(new Date(TEN - 24 * HOUR));
    await t.paddock.sweeper.runOnce();
    await t.paddock.outbox.runOnce();
    const reminder = await smtp.waitForMessageTo(email, (m) => /^Reminder/.test(m.subject ?? ''));
    expect(reminder.text).toContain(`Enter #${code}# on the gate's keypad`);
    expect(
      smtp.received.filter(
        (m) =>
          /^New gate code/.test(m.subject ?? '') &&
          [m.to ?? []].flat().some((to) => to.text.toLowerCase() === email.toLowerCase()),
      ),
    ).toEqual([]);
    await signInAgain(browser, email);
    expect(await gateCodeShown(browser, id)).toBe(`#${code}#`);
  });

  it('When a code is changed and changed back, then the customer is told each time', async () => {
    const { email, id } = await customerBooking('10:00');
    const first = (await bookingRow(t, id))?.booking_code ?? '';
    const owner = await signedInAs(t, 'super-admin');
    await owner.post(WEEK, { code: another(first), notify: true });
    await owner.post(WEEK, { code: first, notify: true });
    await owner.post(WEEK, { code: another(first), notify: true });
    expect(
      (await gateCodeEmails(email)).map((m) => m.text.match(/Please use (#\d{4}#)/)?.[1]),
    ).toEqual([`#${another(first)}#`, `#${first}#`, `#${another(first)}#`]);
  });
});

// PostgreSQL only: the race needs a second connection holding a transaction open beside the
// app's, and the embedded database has one connection, where the two can never overlap.
describe.runIf(testDatabaseKind() === 'postgres')(
  'a payment confirmed while a code changes',
  () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    });
    afterEach(() => t.close());

    it('When a confirmation has read the week’s code and a super admin changes it before that commits, then the booking still ends with the new code', async () => {
      const walker = await signedInAs(t, 'customer');
      const owner = await signedInAs(t, 'super-admin');
      const held = await walker.post('/api/bookings', slot('10:00', 30));
      const { bookingId } = held.json<{ bookingId: number }>();
      // A confirmation in flight, on a connection of its own: it reads the code as confirming
      // does, and marks the booking complete, but has not committed yet.
      const confirming = new pg.Client({ connectionString: t.database.url ?? '' });
      await confirming.connect();
      // A third connection, outside any transaction, sees who waits for a lock in this database.
      const watcher = new pg.Client({ connectionString: t.database.url ?? '' });
      await watcher.connect();
      const waitingForLocks = async () =>
        (
          await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0]?.n;
      try {
        const tx = {
          query: async <T>(text: string, values?: unknown[]) =>
            (await confirming.query(text, values)).rows as T[],
        };
        await confirming.query('begin');
        const week = { year: 2025, month: 6, week: 3 };
        const code = await doorCode(tx as unknown as Sql, 1, week, t.clock.now());
        await confirming.query(
          `update bookings set status = 'complete', booking_code = $2, hold_expires_at = null where id = $1`,
          [bookingId, code],
        );
        const changing = owner.post(WEEK, { code: another(code), notify: false });
        // The change runs as far as it can: until it waits for what the confirmation holds.
        await vi.waitFor(async () => expect(await waitingForLocks()).toBeGreaterThan(0), {
          timeout: 10_000,
          interval: 10,
        });
        await confirming.query('commit');
        expect((await changing).statusCode).toBe(200);
        expect((await bookingRow(t, bookingId))?.booking_code).toBe(another(code));
      } finally {
        await confirming.end();
        await watcher.end();
      }
    });
  },
);
