import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityRow } from '../../src/contract/admin';
import type { CreateSeriesResponse } from '../../src/contract/series';
import type { AdminSettings } from '../../src/contract/settings';
import { weeklyDates } from '../../src/domain/series';
import { runParkCommand } from '../../src/server/cli/parkCommands';
import { type Paddock, startPaddock } from '../../src/server/paddock';
import { BOOKING_DAY, FIRST_RULES_VERSION, slot, TEST_CONTACT } from '../support/bookings';
import {
  browserWithSession,
  GOOD_PASSWORD,
  signedInAs,
  staffAtMachine,
  type TestBrowser,
  uniqueEmail,
} from '../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { appCode } from '../support/twoFactor';

/** Gives the park an address of its own, so what reaches it is this test's alone. */
async function parkAddress(t: TestApp): Promise<string> {
  const email = uniqueEmail('park');
  await t.database.db.query('update park_settings set email = $1 where id = 1', [email]);
  return email;
}

/** What the outbox holds for the park's owner: the keys of its notices and summaries. */
async function ownerMail(t: TestApp, to: string) {
  return t.database.db.query<{ dedupe_key: string; subject: string; text: string }>(
    `select dedupe_key, subject, text from email_outbox
      where lower(to_address) = lower($1) and dedupe_key like 'owner-%' order by id`,
    [to],
  );
}

async function gateCodeOf(t: TestApp, bookingId: number): Promise<string> {
  const [row] = await t.database.db.query<{ booking_code: string }>(
    'select booking_code from bookings where id = $1',
    [bookingId],
  );
  return row?.booking_code ?? '';
}

async function setOwnerNotices(owner: TestBrowser, on: boolean): Promise<void> {
  const settings = (await owner.get('/api/admin/settings')).json<AdminSettings>();
  expect(settings.features.ownerNotices).toBe(!on);
  const saved = await owner.post('/api/admin/settings/features', {
    ...settings.features,
    ownerNotices: on,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe("the owner's notices, over SMTP", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterEach(() => t.close());

  it('When a customer books and pays and then cancels, then the park address is told of each', async () => {
    const park = await parkAddress(t);
    const customer = uniqueEmail('customer');
    const walker = await signedInAs(t, 'customer', customer);
    const id = await bookAndPay(walker, slot('10:00', 60, '5-6'));
    await t.paddock.outbox.runOnce();

    const booked = await smtp.waitForMessageTo(park, (m) => /^New booking/.test(m.subject ?? ''));
    expect(booked.subject).toBe('New booking: 14th of June 2025, 10:00 to 11:00');
    expect(booked.text).toContain(`Booking number: ${id}`);
    // The name first, the address beside it (decision 125).
    expect(booked.text).toContain(`Customer: ${TEST_CONTACT.name} (${customer})`);
    expect(booked.text).toContain('Dogs: 5-6 dogs');
    expect(booked.text).toContain('Payment: Paid £15.00 by card');
    expect(booked.text).toContain(`Gate code: #${await gateCodeOf(t, id)}#`);

    const cancelled = await walker.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.paddock.outbox.runOnce();
    const told = await smtp.waitForMessageTo(park, (m) => /cancelled/.test(m.subject ?? ''));
    expect(told.subject).toBe(`Booking ${id} cancelled: 14th of June 2025, 10:00 to 11:00`);
    expect(told.text).toContain('Why: cancelled by the customer');
    expect(told.text).toContain('Refund: £15.00, in full');
    expect((await ownerMail(t, park)).map((m) => m.dedupe_key)).toEqual([
      `owner-booked:${id}`,
      `owner-cancelled:${id}`,
    ]);
  });

  it('When a six-week series is paid for, then the owner gets one notice listing its weeks, each with its date, time and price, and the total', async () => {
    const park = await parkAddress(t);
    const customer = uniqueEmail('regular');
    const walker = await signedInAs(t, 'customer', customer);
    const dates = weeklyDates(BOOKING_DAY, 6);
    const held = await walker.post('/api/series', {
      date: BOOKING_DAY,
      time: '10:00',
      minutes: 60,
      dogs: '1-4',
      weeks: 6,
      dates,
      rulesVersion: FIRST_RULES_VERSION,
      contact: TEST_CONTACT,
    });
    expect(held.statusCode, held.body).toBe(201);
    const { bookingIds, checkoutUrl } = held.json<CreateSeriesResponse>();
    const paid = await walker.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.paddock.outbox.runOnce();

    const notice = await smtp.waitForMessageTo(park, (m) => /^New weekly/.test(m.subject ?? ''));
    expect(notice.subject).toBe(
      'New weekly booking, 6 weeks: from 14th of June 2025, 10:00 to 11:00',
    );
    expect(notice.text).toContain(`Booking numbers: ${bookingIds.join(', ')}`);
    expect(notice.text).toContain(`Customer: ${TEST_CONTACT.name} (${customer})`);
    expect(notice.text).toContain('Payment: Paid 6 weeks × £11.00 = £66.00 by card');
    expect(notice.text).toContain('Week 1: 14th of June 2025, 10:00 to 11:00, £11.00');
    expect(notice.text).toContain('Week 6: 19th of July 2025, 10:00 to 11:00, £11.00');
    expect((await ownerMail(t, park)).map((m) => m.dedupe_key)).toEqual([
      `owner-booked-series:${bookingIds[0]}`,
    ]);
  });

  it('When a super admin refunds part of a booking, then the park address is told of that refund', async () => {
    const park = await parkAddress(t);
    const walker = await signedInAs(t, 'customer');
    const id = await bookAndPay(walker, slot('10:00', 60, '5-6'));
    const owner = await signedInAs(t, 'super-admin');
    const refunded = await owner.post(`/api/admin/bookings/${id}/refunds`, {
      amountPence: 500,
      reason: 'The water bowl was empty',
      cancel: false,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await t.paddock.outbox.runOnce();

    const told = await smtp.waitForMessageTo(park, (m) => /refund/i.test(m.subject ?? ''));
    expect(told.text).toContain('£5.00');
    expect(told.text).toContain('The water bowl was empty');
    expect((await ownerMail(t, park)).map((m) => m.dedupe_key)).toEqual([
      `owner-booked:${id}`,
      expect.stringMatching(new RegExp(`^owner-refunded:${id}:`)),
    ]);
  });

  it('When owner notices are switched off, then booking, cancelling, a manual booking and a closure tell the park address nothing', async () => {
    const park = await parkAddress(t);
    const owner = await signedInAs(t, 'super-admin');
    await setOwnerNotices(owner, false);

    const walker = await signedInAs(t, 'customer');
    const cancelled = await bookAndPay(walker, slot('10:00', 30));
    await walker.post(`/api/bookings/${cancelled}/cancel`, { expect: 'full-refund' });
    await bookAndPay(walker, slot('12:00', 30));
    const manual = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '14:00',
      dogs: 2,
      minutes: 30,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    await owner.post('/api/admin/closures', { date: BOOKING_DAY, reason: 'Flooded' });
    t.clock.set(`${BOOKING_DAY}T06:30:00+01:00`);
    await t.paddock.sweeper.runOnce();
    await t.paddock.outbox.runOnce();

    expect(await ownerMail(t, park)).toEqual([]);
    // The park's own booking was closed too: that message is the customer's, and the park is it.
    const { bookingId } = manual.json<{ bookingId: number }>();
    expect(
      smtp.received.filter((m) => JSON.stringify(m.to).includes(park)).map((m) => m.subject),
    ).toEqual([`The park is closed on 14th of June 2025: booking ${bookingId} cancelled`]);
  });
});

describe("the owner's notices, as written", () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterEach(() => t.close());

  it('When someone at the machine sets owner-notices to no, then a paid booking tells the park address nothing, and Activity names the command line', async () => {
    const park = await parkAddress(t);
    const cli = (...args: string[]) => runParkCommand(t.database.db, args, t.clock.now());
    expect(await cli('set', 'owner-notices', 'no')).toBe('Saved owner-notices.');
    await expect(cli('set', 'owner-notices', 'off')).rejects.toThrow(
      'owner-notices must be yes or no',
    );
    const [entry] = await t.database.db.query<{ actor_email: string; details: string }>(
      `select actor_email, details from audit_log where action = 'settings: features'`,
    );
    expect(entry?.actor_email).toBe('command line');
    expect(entry?.details).toContain('ownerNotices');

    await bookAndPay(await signedInAs(t, 'customer'), slot('10:00', 30));
    expect(await ownerMail(t, park)).toEqual([]);
  });

  it('When staff book manually and then close the day, then the park address hears of the manual booking, and of each cancelled booking with the reason', async () => {
    const park = await parkAddress(t);
    const paid = await bookAndPay(await signedInAs(t, 'customer'), slot('10:00', 30));
    const made = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '14:00',
      dogs: 2,
      minutes: 60,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { bookingId: manual } = made.json<{ bookingId: number }>();
    const closed = await owner.post('/api/admin/closures', {
      date: BOOKING_DAY,
      reason: 'Flooded',
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const mail = await ownerMail(t, park);
    expect(mail.map((m) => m.dedupe_key).sort()).toEqual(
      [
        `owner-booked:${paid}`,
        `owner-booked:${manual}`,
        `owner-cancelled:${paid}`,
        `owner-cancelled:${manual}`,
      ].sort(),
    );
    const manualNotice = mail.find((m) => m.dedupe_key === `owner-booked:${manual}`);
    expect(manualNotice?.subject).toBe('New manual booking: 14th of June 2025, 14:00 to 15:00');
    expect(manualNotice?.text).toContain('Customer: Booked by the park');
    expect(manualNotice?.text).toContain('Payment: Manual booking: nothing charged');
    expect(manualNotice?.text).toMatch(/Booked by: owner\.\d+\.\d+@example\.com/);
    const closure = mail.find((m) => m.dedupe_key === `owner-cancelled:${paid}`);
    expect(closure?.text).toContain('Why: the park closed: Flooded');
    expect(closure?.text).toContain('Refund: £6.50, in full');
  });
});

/** Parses a feed as a phone would, its own time zones registered first. */
function feedEvents(ics: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe("the owner's calendar feed", () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterEach(() => t.close());

  /** Asks for the feed with no session at all, as a phone's calendar does. */
  const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });
  const pathOf = (url: string) => new URL(url).pathname;
  const newAddress = async () => {
    const made = await owner.post('/api/admin/calendar-feed');
    expect(made.statusCode, made.body).toBe(200);
    return made.json<{ url: string }>().url;
  };

  it('When no address has been made, then there is none and no token answers', async () => {
    expect((await owner.get('/api/admin/calendar-feed')).json()).toEqual({ url: null });
    const guess = `/calendar/${'A'.repeat(43)}.ics`;
    expect((await fetchFeed(guess)).statusCode).toBe(404);
  });

  it('When the owner makes an address, then it answers valid iCalendar with the bookings to come, and only that exact address answers', async () => {
    const customer = uniqueEmail('customer');
    const paid = await bookAndPay(await signedInAs(t, 'customer', customer), slot('10:00', 60));
    const walker = await signedInAs(t, 'customer');
    const cancelled = await bookAndPay(walker, slot('12:00', 30));
    await walker.post(`/api/bookings/${cancelled}/cancel`, { expect: 'full-refund' });
    const held = await walker.post('/api/bookings', slot('15:00', 30));
    expect(held.statusCode, held.body).toBe(201);
    const made = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '17:00',
      dogs: 3,
      minutes: 30,
    });
    const { bookingId: manual } = made.json<{ bookingId: number }>();

    const url = await newAddress();
    expect(url).toMatch(/^http.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await owner.get('/api/admin/calendar-feed')).json()).toEqual({ url });

    const answer = await fetchFeed(pathOf(url));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = feedEvents(answer.body);
    const host = new URL(t.config.publicUrl).hostname;
    expect(events.map((event) => event.uid)).toEqual([
      `owner-booking-${paid}@${host}`,
      `owner-booking-${manual}@${host}`,
    ]);
    const [first, second] = events;
    expect(first?.startDate.toJSDate().toISOString()).toBe(`${BOOKING_DAY}T09:00:00.000Z`);
    expect(first?.endDate.toJSDate().toISOString()).toBe(`${BOOKING_DAY}T10:00:00.000Z`);
    expect(first?.summary).toBe(`1 hour, 1-4 dogs: ${TEST_CONTACT.name} (${customer})`);
    expect(first?.description).toContain(`Booking number ${paid}. Paid £11.00`);
    expect(second?.summary).toBe('30 minutes, 3 dogs: Booked by the park');

    // One character off, the right token in another form, or no .ics: as if it never existed.
    const token = pathOf(url).slice('/calendar/'.length, -'.ics'.length);
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [
      `/calendar/${oneOff}.ics`,
      `/calendar/${token}`,
      `/calendar/${token}.ics.ics`,
      `/calendar/${token.toLowerCase()}.ics`,
    ]) {
      const refused = await fetchFeed(wrong);
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.body).not.toContain('BEGIN:VCALENDAR');
    }
  });

  it('When the owner makes a new address, then the old one answers 404, the new one the feed, and Activity notes it without the secret', async () => {
    await bookAndPay(await signedInAs(t, 'customer'), slot('10:00', 30));
    const old = await newAddress();
    expect((await fetchFeed(pathOf(old))).statusCode).toBe(200);

    const replaced = await newAddress();
    expect(replaced).not.toBe(old);
    expect((await fetchFeed(pathOf(old))).statusCode).toBe(404);
    const answer = await fetchFeed(pathOf(replaced));
    expect(answer.statusCode).toBe(200);
    expect(feedEvents(answer.body)).toHaveLength(1);

    const activity = await t.database.db.query<{ action: string; details: string }>(
      `select action, details from audit_log where action = 'calendar feed' order by id`,
    );
    expect(activity.map((row) => row.details)).toEqual([
      'made the calendar feed address',
      'made a new calendar feed address; the old one no longer answers',
    ]);
    const secrets = [old, replaced].map((url) => pathOf(url).split('/').pop()?.slice(0, 43));
    const [everything] = await t.database.db.query<{ all: string }>(
      `select string_agg(details, ' ') as all from audit_log`,
    );
    for (const secret of secrets) expect(everything?.all).not.toContain(secret);
  });

  /** A second super admin, as the Users tab would find them, signed in with their code set up. */
  const anotherSuperAdmin = async (label: string) => {
    const user = await staffAtMachine(t, uniqueEmail(label), 'super-admin');
    return { user, browser: await browserWithSession(t, user.id) };
  };
  const activity = async (who: TestBrowser) =>
    (await who.get('/api/admin/activity')).json<{ rows: ActivityRow[] }>().rows;
  const feedSecretsIn = (rows: readonly ActivityRow[], urls: readonly string[]) =>
    urls.filter((url) =>
      rows.some((row) => row.details.includes(pathOf(url).slice('/calendar/'.length, -4))),
    );

  it('When a super admin who made the feed address is demoted to admin by another, then their address answers 404, the one left sees a new address in Settings, and Activity says why', async () => {
    await bookAndPay(await signedInAs(t, 'customer'), slot('10:00', 30));
    const leaving = await anotherSuperAdmin('leaving');
    const made = await leaving.browser.post('/api/admin/calendar-feed');
    expect(made.statusCode, made.body).toBe(200);
    const known = made.json<{ url: string }>().url;
    expect((await fetchFeed(pathOf(known))).statusCode).toBe(200);

    const demoted = await owner.post(`/api/admin/users/${leaving.user.id}/role`, { role: 'admin' });
    expect(demoted.statusCode, demoted.body).toBe(200);

    const refused = await fetchFeed(pathOf(known));
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('BEGIN:VCALENDAR');
    expect((await leaving.browser.get('/api/admin/calendar-feed')).statusCode).toBe(403);
    const { url } = (await owner.get('/api/admin/calendar-feed')).json<{ url: string | null }>();
    expect(url).not.toBeNull();
    expect(url).not.toBe(known);
    const answer = await fetchFeed(pathOf(url ?? ''));
    expect(answer.statusCode).toBe(200);
    expect(feedEvents(answer.body)).toHaveLength(1);

    const rows = await activity(owner);
    const [feedRow] = rows.filter((row) => row.action === 'calendar feed');
    expect(feedRow?.details).toBe(
      `made a new calendar feed address, as ${leaving.user.email} is no longer a super admin; the old one no longer answers`,
    );
    expect(rows.map((row) => row.action).slice(0, 2)).toEqual(['calendar feed', 'role changed']);
    expect(feedSecretsIn(rows, [known, url ?? ''])).toEqual([]);
  });

  it('When a super admin deletes their own account, then the feed address they could read answers 404, the one left sees a new address, and Activity says why', async () => {
    const leaving = await anotherSuperAdmin('leaving');
    const known = (await leaving.browser.post('/api/admin/calendar-feed')).json<{ url: string }>()
      .url;
    expect((await fetchFeed(pathOf(known))).statusCode).toBe(200);

    const deleted = await leaving.browser.post('/api/account/delete', {
      password: GOOD_PASSWORD,
      code: appCode(leaving.user.enrolled.secret, 1),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect((await fetchFeed(pathOf(known))).statusCode).toBe(404);
    const { url } = (await owner.get('/api/admin/calendar-feed')).json<{ url: string | null }>();
    expect(url).not.toBeNull();
    expect(url).not.toBe(known);
    expect((await fetchFeed(pathOf(url ?? ''))).statusCode).toBe(200);
    const rows = await activity(owner);
    const [feedRow] = rows.filter((row) => row.action === 'calendar feed');
    expect(feedRow?.details).toBe(
      'made a new calendar feed address, as a super admin deleted their account; the old one no longer answers',
    );
    expect(feedSecretsIn(rows, [known, url ?? ''])).toEqual([]);
  });

  it('When a plain admin is demoted, a customer deletes their account, or a super admin leaves before any address was made, then the feed is left as it was', async () => {
    const early = await anotherSuperAdmin('early');
    const before = await owner.post(`/api/admin/users/${early.user.id}/role`, { role: 'admin' });
    expect(before.statusCode, before.body).toBe(200);
    expect((await owner.get('/api/admin/calendar-feed')).json()).toEqual({ url: null });

    const url = await newAddress();
    const helper = await staffAtMachine(t, uniqueEmail('helper'), 'admin');
    const demoted = await owner.post(`/api/admin/users/${helper.id}/role`, { role: 'customer' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const promoted = await owner.post(`/api/admin/users/${early.user.id}/role`, {
      role: 'super-admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const customer = await signedInAs(t, 'customer');
    const gone = await customer.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);

    expect((await owner.get('/api/admin/calendar-feed')).json()).toEqual({ url });
    expect((await fetchFeed(pathOf(url))).statusCode).toBe(200);
    const feedRows = (await activity(owner)).filter((row) => row.action === 'calendar feed');
    expect(feedRows.map((row) => row.details)).toEqual(['made the calendar feed address']);
  });
});

describe("the owner's daily summary", () => {
  let t: TestApp;
  let second: Paddock | null = null;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
  });
  afterEach(async () => {
    await second?.close();
    second = null;
    await t.close();
  });

  const summaries = () =>
    t.database.db.query<{ day: string; bookings: number; gate_code: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day, bookings, gate_code from owner_summaries order by day`,
    );

  it('When the sweeps of two instances run at 06:00 park time at once, then the day gets exactly one summary with its gate code and bookings; the next day, one more', async () => {
    const park = await parkAddress(t);
    const customer = uniqueEmail('customer');
    const paid = await bookAndPay(await signedInAs(t, 'customer', customer), slot('10:00', 60));
    const owner = await signedInAs(t, 'super-admin');
    await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '07:00',
      dogs: 2,
      minutes: 30,
    });
    const gateCode = await gateCodeOf(t, paid);

    t.clock.set(`${BOOKING_DAY}T05:59:00+01:00`);
    await t.paddock.sweeper.runOnce();
    expect(await summaries()).toEqual([]);

    // A second instance on the same database, its sweep at the same moment as this one's.
    second = await startPaddock(t.config, {
      db: t.database.db,
      clock: t.clock,
      webRoot: null,
      startJobs: false,
    });
    t.clock.set(`${BOOKING_DAY}T06:00:00+01:00`);
    await Promise.all([
      t.paddock.sweeper.runOnce(),
      second.sweeper.runOnce(),
      t.paddock.sweeper.runOnce(),
    ]);
    await second.sweeper.runOnce();

    expect(await summaries()).toEqual([{ day: BOOKING_DAY, bookings: 2, gate_code: gateCode }]);
    const mail = (await ownerMail(t, park)).filter((m) => m.dedupe_key.startsWith('owner-summary'));
    expect(mail.map((m) => m.dedupe_key)).toEqual([`owner-summary:${BOOKING_DAY}`]);
    const [summary] = mail;
    expect(summary?.subject).toBe('Today, Saturday 14th of June 2025: 2 bookings');
    expect(summary?.text).toContain(`Gate code: #${gateCode}#`);
    expect(summary?.text).toContain(
      '07:00 to 07:30: 30 minutes, 2 dogs, Booked by the park, Manual booking: nothing charged',
    );
    expect(summary?.text).toContain(
      `10:00 to 11:00: 1 hour, 1-4 dogs, ${TEST_CONTACT.name} (${customer}), Paid £11.00 by card`,
    );
    expect(summary?.text.indexOf('07:00 to')).toBeLessThan(summary?.text.indexOf('10:00 to') ?? 0);

    t.clock.set('2025-06-15T06:20:00+01:00');
    await Promise.all([t.paddock.sweeper.runOnce(), second.sweeper.runOnce()]);
    expect((await summaries()).map((row) => [row.day, row.bookings])).toEqual([
      [BOOKING_DAY, 2],
      ['2025-06-15', 0],
    ]);
    const next = (await ownerMail(t, park)).find(
      (m) => m.dedupe_key === 'owner-summary:2025-06-15',
    );
    expect(next?.text).toContain('There are no bookings today.');
  });

  it('When no sweep ran all day, then just after midnight the missed day is not summed up late, and the new day waits for 06:00', async () => {
    t.clock.set('2025-06-16T23:59:00+01:00');
    await t.paddock.sweeper.runOnce();
    expect((await summaries()).map((row) => row.day)).toEqual(['2025-06-16']);

    // Down from then until just after midnight two days on.
    t.clock.set('2025-06-18T00:01:00+01:00');
    await t.paddock.sweeper.runOnce();
    t.clock.set('2025-06-18T05:59:59+01:00');
    await t.paddock.sweeper.runOnce();
    expect((await summaries()).map((row) => row.day)).toEqual(['2025-06-16']);

    t.clock.set('2025-06-18T06:00:00+01:00');
    await t.paddock.sweeper.runOnce();
    expect((await summaries()).map((row) => row.day)).toEqual(['2025-06-16', '2025-06-18']);
  });

  it('When notices are off at 06:00 and switched on at 09:00, then that day’s summary goes at 09:00', async () => {
    const owner = await signedInAs(t, 'super-admin');
    await setOwnerNotices(owner, false);
    t.clock.set(`${BOOKING_DAY}T06:00:00+01:00`);
    await t.paddock.sweeper.runOnce();
    expect(await summaries()).toEqual([]);

    t.clock.set(`${BOOKING_DAY}T09:00:00+01:00`);
    await setOwnerNotices(await signedInAs(t, 'super-admin'), true);
    await t.paddock.sweeper.runOnce();
    expect((await summaries()).map((row) => row.day)).toEqual([BOOKING_DAY]);
  });
});
