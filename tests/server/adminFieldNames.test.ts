import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ActivityRow,
  AdminBookingsPage,
  ClosedDateRow,
  RevenueResponse,
} from '../../src/contract/admin';
import type { TodayResponse } from '../../src/contract/workspace';
import { BOOKING_DAY, slot, TEST_CONTACT } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { addPuppyPaddock } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Decision 114: manual bookings choose a field, and the booking cards, takings, the CSV, the
// owner's calendar feed, notices, daily summary and Activity name it, with two fields; with
// one, none of them names a field.

/** The feed's events' summaries, as a phone would read them. */
function feedSummaries(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary);
}

describe(`names of fields on the admin's pages, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let parkEmail: string;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
    parkEmail = uniqueEmail('park');
    await t.database.db.query('update park_settings set email = $1 where id = 1', [parkEmail]);
  });
  afterEach(() => t.close());

  const manual = (request: object) =>
    owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '12:00',
      dogs: 2,
      minutes: 30,
      ...request,
    });

  const ownerMail = () =>
    t.database.db.query<{ dedupe_key: string; text: string }>(
      `select dedupe_key, text from email_outbox where lower(to_address) = lower($1) order by id`,
      [parkEmail],
    );

  const feed = async () => {
    const made = await owner.post('/api/admin/calendar-feed');
    const path = new URL(made.json<{ url: string }>().url).pathname;
    return feedSummaries((await t.app.inject({ method: 'GET', url: path })).body);
  };

  it('When the park has two fields, then a manual booking chooses its field, and every list, sum, file and e-mail of the owner names it', async () => {
    const { first, puppy } = await addPuppyPaddock(owner);
    const customer = uniqueEmail('customer');
    const onPuppy = await bookAndPay(await signedInAs(t, 'customer', customer), {
      ...slot('10:00', 60),
      fieldId: puppy.id,
    });
    const onMain = await bookAndPay(await signedInAs(t, 'customer'), slot('10:00', 60));
    const made = await manual({ fieldId: puppy.id });
    expect(made.statusCode, made.body).toBe(201);
    const ownBooking = made.json<{ bookingId: number }>().bookingId;
    const [row] = await t.database.db.query<{ field_id: number | string }>(
      'select field_id from bookings where id = $1',
      [ownBooking],
    );
    expect(Number(row?.field_id)).toBe(puppy.id);

    const cards = (
      await owner.get('/api/admin/bookings?group=upcoming&status=confirmed')
    ).json<AdminBookingsPage>();
    expect(
      cards.bookings.sort((a, b) => a.id - b.id).map((card) => [card.id, card.fieldName]),
    ).toEqual([
      [onPuppy, 'Puppy paddock'],
      [onMain, 'Main field'],
      [ownBooking, 'Puppy paddock'],
    ]);
    const detail = await owner.get(`/api/admin/bookings/${onPuppy}/detail`);
    expect(detail.json()).toMatchObject({ fieldName: 'Puppy paddock' });

    // Paid in May: £9 on the puppy paddock (its own price), £11 on the main field, and the
    // park's own booking estimated at £6.50.
    const may = (await owner.get('/api/admin/revenue?month=2025-05')).json<RevenueResponse>();
    expect(may.totalPence).toBe(900 + 1100);
    expect(may.fields).toEqual([
      { fieldId: first.id, name: 'Main field', totalPence: 1100, estimatePence: 1100 },
      { fieldId: puppy.id, name: 'Puppy paddock', totalPence: 900, estimatePence: 900 + 650 },
    ]);

    const csv = (await owner.get('/api/admin/export.csv?month=2025-06')).body.split('\r\n');
    expect(csv[0]).toMatch(/^booking,date,time,field,minutes,dogs,status,/);
    expect(csv.find((line) => line.startsWith(`${onPuppy},`))).toContain(
      `${onPuppy},${BOOKING_DAY},10:00,Puppy paddock,60,`,
    );

    expect(await feed()).toEqual([
      `Puppy paddock, 1 hour, 1-4 dogs: ${TEST_CONTACT.name} (${customer})`,
      expect.stringMatching(/^Main field, 1 hour, 1-4 dogs: /),
      'Puppy paddock, 30 minutes, 2 dogs: Booked by the park',
    ]);

    const booked = (await ownerMail()).find((m) => m.dedupe_key === `owner-booked:${onPuppy}`);
    expect(booked?.text).toContain('Field: Puppy paddock');

    const details = (await owner.get('/api/admin/activity'))
      .json<{ rows: ActivityRow[] }>()
      .rows.map((activity) => activity.details);
    expect(details).toContainEqual(
      `booking ${ownBooking}: ${BOOKING_DAY} 12:00, 30 minutes, 2 dog(s), Puppy paddock`,
    );

    // At 06:00 on the day the owner hears each field's code and each booking's field.
    t.clock.set(`${BOOKING_DAY}T06:00:00+01:00`);
    await t.paddock.sweeper.runOnce();
    const summary = (await ownerMail()).find((m) => m.dedupe_key.startsWith('owner-summary'));
    expect(summary?.text).toMatch(/Gate code, Main field: #\d{4}#/);
    expect(summary?.text).toMatch(/Gate code, Puppy paddock: #\d{4}#/);
    expect(summary?.text).toContain(
      `10:00 to 11:00: Puppy paddock, 1 hour, 1-4 dogs, ${TEST_CONTACT.name} (${customer})`,
    );
  });

  it('When a manual booking names a field that is not there or a length it does not sell, then it is a 400 saying which', async () => {
    const { puppy } = await addPuppyPaddock(owner);
    const none = await manual({ fieldId: 999999 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ fieldId: 'There is no such field.' });
    const length = await manual({ fieldId: puppy.id, minutes: 45 });
    expect(length.statusCode).toBe(400);
    expect(length.json().error.fields).toEqual({ minutes: 'Sessions are 30 minutes or 1 hour.' });
    // Outside the puppy paddock's own hours (08:00 to 18:00), though the main field is open.
    const early = await manual({ fieldId: puppy.id, time: '07:00' });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().error.fields)).toEqual(['time']);
  });

  it('When the park has one field, then no answer of the admin names a field', async () => {
    const customer = uniqueEmail('customer');
    await bookAndPay(await signedInAs(t, 'customer', customer), slot('10:00', 60));
    expect((await manual({})).statusCode).toBe(201);
    await owner.post('/api/admin/closures', { date: '2025-06-16', reason: 'Mowing' });

    const cards = (
      await owner.get('/api/admin/bookings?group=upcoming&status=confirmed')
    ).json<AdminBookingsPage>();
    expect(cards.bookings.map((card) => card.fieldName)).toEqual([null, null]);
    const [first] = cards.bookings;
    const detail = await owner.get(`/api/admin/bookings/${first?.id}/detail`);
    expect(detail.json().fieldName).toBeNull();
    const may = (await owner.get('/api/admin/revenue?month=2025-05')).json<RevenueResponse>();
    expect(may.fields).toEqual([]);
    const csv = (await owner.get('/api/admin/export.csv?month=2025-06')).body;
    expect(csv.split('\r\n')[0]).toMatch(/^booking,date,time,minutes,dogs,/);
    const closed = (await owner.get('/api/admin/closed-dates')).json<ClosedDateRow[]>();
    expect(closed.find((row) => row.date === '2025-06-16')?.fieldName).toBeNull();
    expect((await feed())[0]).toBe(`1 hour, 1-4 dogs: ${TEST_CONTACT.name} (${customer})`);

    t.clock.set(`${BOOKING_DAY}T10:20:00+01:00`);
    const admin = await signedInAs(t, 'admin');
    const today = (await admin.get('/api/admin/today')).json<TodayResponse>();
    expect(today.lanes).toEqual([]);
    expect(today.day.lanes).toEqual([]);
    expect(today.day.bookings.map((booking) => booking.fieldName)).toEqual([null, null]);
  });
});
