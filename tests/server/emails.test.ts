import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_DAY, outboxFor, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

// The booking day's 10:00 in London is 09:00 UTC; the reminder goes 24 hours before a start.
const TEN = Date.parse(`${BOOKING_DAY}T09:00:00Z`);
const HOUR = 60 * 60_000;
const at = (ms: number) => new Date(ms);

/** What the customer has been sent, as the keys that name each message's reason. */
async function sentTo(t: TestApp, email: string): Promise<string[]> {
  return (await outboxFor(t, email)).map((m) => m.dedupe_key.replace(/:\d+(:\d+)?$/, ''));
}

async function reminders(t: TestApp, email: string) {
  return (await outboxFor(t, email)).filter((m) => m.dedupe_key.startsWith('booking-reminder:'));
}

async function movedEmails(t: TestApp, email: string) {
  return (await outboxFor(t, email)).filter((m) => m.dedupe_key.startsWith('booking-moved:'));
}

describe('which e-mails a booking sends, and when', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** A customer signed in at the clock's present, as a person coming back to the site would be. */
  const customerNow = async (email: string): Promise<TestBrowser> => {
    const browser = await signedInAs(t, 'customer', email);
    return browser;
  };
  const signInAgain = async (browser: TestBrowser, email: string) => {
    const response = await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
  };
  const reminderJob = () => t.paddock.sweeper.runOnce();

  it('When a booking is made and paid for later the same day, then exactly two e-mails go: the confirmation and the invoice', async () => {
    // A control, paid two days ahead: the same job run reminds it, so the job does send.
    t.clock.set(at(TEN + 2 * HOUR - 48 * HOUR));
    const early = uniqueEmail('early');
    await bookAndPay(await customerNow(early), slot('12:00', 30));

    t.clock.set(at(TEN - 3 * HOUR));
    const sameDay = uniqueEmail('same-day');
    const id = await bookAndPay(await customerNow(sameDay), slot('10:00', 60));
    await reminderJob();
    t.clock.set(at(TEN - 30 * 60_000));
    await reminderJob();
    await t.paddock.outbox.runOnce();

    expect(await sentTo(t, sameDay)).toEqual(['booking-confirmation', 'booking-invoice']);
    expect((await outboxFor(t, sameDay)).map((m) => m.dedupe_key)).toEqual([
      `booking-confirmation:${id}`,
      `booking-invoice:${id}`,
    ]);
    expect(await sentTo(t, early)).toEqual([
      'booking-confirmation',
      'booking-invoice',
      'booking-reminder',
    ]);
  });

  it('When a booking is paid, then the confirmation carries the address, directions, the arrival rule, the gate code and a link to manage it', async () => {
    const email = uniqueEmail();
    const id = await bookAndPay(await customerNow(email), slot('10:00', 60));
    const [confirmation] = await outboxFor(t, email);
    const [booking] = await t.database.db.query<{ booking_code: string }>(
      'select booking_code from bookings where id = $1',
      [id],
    );
    const text = confirmation?.text ?? '';
    expect(text).toContain(`Gate code: #${booking?.booking_code}#`);
    expect(text).toContain('Address: Meadow Paddock, Example Lane, Little Fictional, ZZ99 9ZZ');
    expect(text).toMatch(
      /Directions to the park \(OpenStreetMap\): https:\/\/www\.openstreetmap\.org\/directions\?to=-?\d+(\.\d+)?,-?\d+(\.\d+)?/,
    );
    expect(text).toContain('Please arrive no earlier than 10 minutes before your booking starts');
    expect(text).toContain(`Manage your booking in My bookings: ${t.config.publicUrl}/my-bookings`);
    expect(confirmation?.html).toContain(`href="${t.config.publicUrl}/my-bookings"`);
  });

  it('When staff move a booking after its reminder went, then one moved e-mail carries the new time and code, and no second reminder follows', async () => {
    const email = uniqueEmail();
    const id = await bookAndPay(await customerNow(email), slot('10:00', 30));
    t.clock.set(at(TEN - 24 * HOUR));
    await reminderJob();
    expect(await reminders(t, email)).toHaveLength(1);

    t.clock.set(at(TEN - 3 * HOUR));
    const staff = await signedInAs(t, 'super-admin');
    const moved = await staff.post(`/api/admin/bookings/${id}/time`, { time: '12:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    await reminderJob();
    t.clock.set(at(TEN + 2 * HOUR - 30 * 60_000));
    await reminderJob();

    const [email1, ...more] = await movedEmails(t, email);
    expect(more).toEqual([]);
    expect(email1?.text).toContain('New time: 14th of June 2025, 12:00 to 12:30');
    expect(email1?.text).toMatch(/Gate code: #\d{4}#/);
    expect(await reminders(t, email)).toHaveLength(1);
  });

  it('When staff move a booking before its reminder was due, then the reminder goes 24 hours before the new time, once', async () => {
    const email = uniqueEmail();
    const id = await bookAndPay(await customerNow(email), slot('10:00', 30));
    t.clock.set(at(TEN - 72 * HOUR));
    const staff = await signedInAs(t, 'super-admin');
    expect((await staff.post(`/api/admin/bookings/${id}/time`, { time: '15:00' })).statusCode).toBe(
      200,
    );
    const newStart = TEN + 5 * HOUR;
    t.clock.set(at(TEN - 24 * HOUR));
    await reminderJob();
    expect(await reminders(t, email)).toEqual([]);

    t.clock.set(at(newStart - 24 * HOUR));
    await reminderJob();
    await reminderJob();
    const sent = await reminders(t, email);
    expect(sent.map((m) => m.dedupe_key)).toEqual([`booking-reminder:${id}:${newStart}`]);
    expect(sent[0]?.text).toContain('When: 14th of June 2025, 15:00 to 15:30');
  });

  it('When a customer moves a reminded booking a week on, then the new time gets its own reminder 24 hours before it', async () => {
    const email = uniqueEmail();
    const walker = await customerNow(email);
    const id = await bookAndPay(walker, slot('10:00', 30));
    t.clock.set(at(TEN - 24 * HOUR));
    await reminderJob();
    t.clock.set(at(TEN - 20 * HOUR));
    await signInAgain(walker, email);
    const moved = await walker.post(`/api/bookings/${id}/move`, {
      date: '2025-06-21',
      time: '10:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await reminderJob();
    expect(await reminders(t, email)).toHaveLength(1);

    const newStart = Date.parse('2025-06-21T09:00:00Z');
    t.clock.set(at(newStart - 24 * HOUR));
    await reminderJob();
    expect((await reminders(t, email)).map((m) => m.dedupe_key)).toEqual([
      `booking-reminder:${id}:${TEN}`,
      `booking-reminder:${id}:${newStart}`,
    ]);
    expect(await movedEmails(t, email)).toHaveLength(1);
  });

  it('When a customer moves a booking into the next 24 hours, then the moved e-mail is the last word: no reminder right after it', async () => {
    const email = uniqueEmail();
    const walker = await customerNow(email);
    const id = await bookAndPay(walker, slot('10:00', 30));
    t.clock.set(at(TEN - 18 * HOUR));
    await signInAgain(walker, email);
    // Its reminder for 10:00 goes now; then it moves to 12:00, 20 hours away.
    await reminderJob();
    expect(await reminders(t, email)).toHaveLength(1);
    const moved = await walker.post(`/api/bookings/${id}/move`, {
      date: BOOKING_DAY,
      time: '12:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await reminderJob();
    t.clock.set(at(TEN + HOUR));
    await reminderJob();

    expect(await reminders(t, email)).toHaveLength(1);
    const [movedEmail] = await movedEmails(t, email);
    expect(movedEmail?.text).toContain('New time: 14th of June 2025, 12:00 to 12:30');
    expect(movedEmail?.text).toMatch(/Gate code: #\d{4}#/);
  });
});
