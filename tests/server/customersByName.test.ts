import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminBookingsPage, AdminUsersPage } from '../../src/contract/admin';
import type { BookingDetail } from '../../src/contract/bookingDetail';
import type { CalendarResponse, TodayResponse } from '../../src/contract/workspace';
import { BOOKING_DAY, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Issue 29, decision 125: staff know customers by name, with the address and mobile beside it.

const ANN = { name: 'Ann Fielding', mobile: '07700 900555' };

/** The CSV export by booking number (no cell of ours here holds a comma or a quote). */
function csvRows(text: string): Map<string, Record<string, string>> {
  const [header = '', ...lines] = text.trim().split('\r\n');
  const keys = header.split(',');
  return new Map(
    lines.map((line) => {
      const cells = line.split(',');
      const row = Object.fromEntries(keys.map((key, index) => [key, cells[index] ?? '']));
      return [row.booking ?? '', row];
    }),
  );
}

describe(`customers by name, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    // The morning of the booking day, so Today shows the day's bookings.
    t = await startTestApp({ now: `${BOOKING_DAY}T06:30:00+01:00` });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterEach(() => t.close());

  const manual = async (time: string, customer: Record<string, string> = {}) =>
    owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time,
      dogs: 2,
      minutes: 30,
      ...customer,
    });
  const detailOf = async (id: number) =>
    (await owner.get(`/api/admin/bookings/${id}/detail`)).json<BookingDetail>();
  const todayBookings = async () =>
    (await owner.get('/api/admin/today')).json<TodayResponse>().day.bookings;
  const listed = async () =>
    (await owner.get('/api/admin/bookings?group=today')).json<AdminBookingsPage>().bookings;
  const feedEvents = async () => {
    const made = await owner.post('/api/admin/calendar-feed');
    const url = made.json<{ url: string }>().url;
    const answer = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const calendar = new ICAL.Component(ICAL.parse(answer.body));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  };

  it('When a customer has given a name and mobile, then the CSV, the calendar feed, the booking’s detail, Today, the Calendar, the list and Users carry them beside the address', async () => {
    const email = uniqueEmail('ann');
    const ann = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(ann, { ...slot('10:00', 60), contact: ANN });

    const csv = csvRows((await owner.get('/api/admin/export.csv?month=2025-06')).body);
    expect(csv.get(String(id))).toMatchObject({
      customer: email,
      customer_name: ANN.name,
      customer_mobile: ANN.mobile,
    });

    const [event] = await feedEvents();
    expect(event?.summary).toBe(`1 hour, 1-4 dogs: ${ANN.name} (${email}, ${ANN.mobile})`);

    expect(await detailOf(id)).toMatchObject({
      customerEmail: email,
      customerName: ANN.name,
      customerMobile: ANN.mobile,
    });
    const who = { who: email, customerName: ANN.name, customerMobile: ANN.mobile };
    expect(await todayBookings()).toEqual([expect.objectContaining({ id, ...who })]);
    const week = (
      await owner.get(`/api/admin/calendar?from=${BOOKING_DAY}&days=1`)
    ).json<CalendarResponse>();
    expect(week.days[0]?.bookings).toEqual([expect.objectContaining({ id, ...who })]);
    expect(await listed()).toEqual([expect.objectContaining({ id, ...who })]);

    // Found in Users, and in the bookings' search, by part of the name.
    const users = (await owner.get('/api/admin/users?q=fielding')).json<AdminUsersPage>();
    expect(users.users).toEqual([
      expect.objectContaining({ email, customerName: ANN.name, customerMobile: ANN.mobile }),
    ]);
    const found = (
      await owner.get('/api/admin/bookings?group=today&q=fielding')
    ).json<AdminBookingsPage>();
    expect(found.bookings.map((booking) => booking.id)).toEqual([id]);
  });

  it('When an account has no name, then staff see the address alone, as before', async () => {
    const email = uniqueEmail('quiet');
    const id = await bookAndPay(await signedInAs(t, 'customer', email), slot('10:00', 60));
    await t.database.db.query(
      'update users set contact_name = null, mobile = null where email = $1',
      [email],
    );
    const csv = csvRows((await owner.get('/api/admin/export.csv?month=2025-06')).body);
    expect(csv.get(String(id))).toMatchObject({
      customer: email,
      customer_name: '',
      customer_mobile: '',
    });
    const [event] = await feedEvents();
    expect(event?.summary).toBe(`1 hour, 1-4 dogs: ${email}`);
    expect(await detailOf(id)).toMatchObject({ customerName: null, customerMobile: null });
  });

  it('When a manual booking is for a new customer by name, then it records them, and the detail, Today and the list show the name', async () => {
    const made = await manual('17:00', {
      customerName: '  Jo   Bloggs ',
      customerEmail: 'jo.bloggs@example.com',
      customerMobile: '07700 900777',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { bookingId } = made.json<{ bookingId: number }>();

    const [row] = await t.database.db.query(
      'select user_id, is_manual, customer_name, customer_email, customer_mobile from bookings where id = $1',
      [bookingId],
    );
    expect(row).toEqual({
      user_id: null,
      is_manual: true,
      customer_name: 'Jo Bloggs',
      customer_email: 'jo.bloggs@example.com',
      customer_mobile: '07700 900777',
    });
    const who = {
      who: 'jo.bloggs@example.com',
      customerName: 'Jo Bloggs',
      customerMobile: '07700 900777',
    };
    expect(await detailOf(bookingId)).toMatchObject({
      isManual: true,
      customer: null,
      customerEmail: 'jo.bloggs@example.com',
      customerName: 'Jo Bloggs',
      customerMobile: '07700 900777',
    });
    expect(await todayBookings()).toEqual([expect.objectContaining({ id: bookingId, ...who })]);
    expect(await listed()).toEqual([expect.objectContaining({ id: bookingId, ...who })]);
    const [event] = await feedEvents();
    expect(event?.summary).toBe(
      '30 minutes, 2 dogs: Booked by the park for Jo Bloggs (jo.bloggs@example.com, 07700 900777)',
    );
  });

  it('When a manual booking names only a name, or nobody, then it is for that name, or the park’s own as before', async () => {
    const named = (await manual('15:00', { customerName: 'Pat' })).json<{ bookingId: number }>();
    const own = (await manual('17:00')).json<{ bookingId: number }>();
    const rows = await todayBookings();
    expect(rows.map(({ id, who, customerName }) => ({ id, who, customerName }))).toEqual([
      { id: named.bookingId, who: 'Manual Booking', customerName: 'Pat' },
      { id: own.bookingId, who: 'Manual Booking', customerName: null },
    ]);
  });

  it('When a manual booking is for a customer chosen from the list, or typed by the address their account proved, then it is their booking', async () => {
    const email = uniqueEmail('regular');
    await bookAndPay(await signedInAs(t, 'customer', email), {
      ...slot('09:00', 30),
      contact: ANN,
    });
    const users = (await owner.get('/api/admin/users?q=fielding')).json<AdminUsersPage>();
    const chosen = users.users[0]?.id ?? '';

    const byChoice = await manual('15:00', { customerId: chosen });
    expect(byChoice.statusCode, byChoice.body).toBe(201);
    const byAddress = await manual('17:00', {
      customerEmail: email.toUpperCase(),
      customerName: 'Someone Else',
    });
    expect(byAddress.statusCode, byAddress.body).toBe(201);
    for (const made of [byChoice, byAddress]) {
      const id = made.json<{ bookingId: number }>().bookingId;
      expect(await detailOf(id)).toMatchObject({
        customer: expect.objectContaining({ id: chosen, email }),
        customerName: ANN.name,
        customerMobile: ANN.mobile,
      });
    }
    // The account's own name stands: what was typed stays on the booking alone (decision 135).
    const copies = await t.database.db.query(
      'select id, customer_name from bookings where customer_name is not null or customer_email is not null',
    );
    expect(copies).toEqual([
      { id: byAddress.json<{ bookingId: number }>().bookingId, customer_name: 'Someone Else' },
    ]);
  });

  it('When what is typed for a new customer is wrong, then each box says why in a sentence and nothing is booked', async () => {
    const wrong = await manual('15:00', {
      customerEmail: 'jo at example',
      customerMobile: '12',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      customerEmail: 'That is not an e-mail address: write it as name@example.com.',
      customerMobile: expect.stringMatching(/^That is not a phone number/),
    });
    const both = await manual('15:00', {
      customerId: '5b0f3c52-0000-4000-8000-000000000001',
      customerName: 'Jo',
    });
    expect(both.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      customerId: 'Choose a customer from the list or type someone new, not both.',
    });
    const gone = await manual('15:00', { customerId: '5b0f3c52-0000-4000-8000-000000000001' });
    expect(gone.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      customerId: 'That customer has no account any more.',
    });
    expect(await todayBookings()).toEqual([]);
  });
});
