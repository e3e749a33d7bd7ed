import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CodesResponse } from '../../src/contract/admin';
import type {
  CalendarResponse,
  TodayResponse,
  WorkspaceBooking,
} from '../../src/contract/workspace';
import { FIRST_RULES_VERSION, TEST_CONTACT } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

/** A Saturday; the Sunday after it is "tomorrow". */
const DAY = '2025-06-14';
const TOMORROW = '2025-06-15';

const at = (date: string, time: string, minutes: 30 | 60 = 60, dogs = '1-4' as const) => ({
  date,
  time,
  minutes,
  dogs,
  rulesVersion: FIRST_RULES_VERSION,
  contact: TEST_CONTACT,
});

describe('the admin workspace: Today and the Calendar', () => {
  let t: TestApp;
  let owner: TestBrowser;
  let customerEmail: string;
  let customer: TestBrowser;

  beforeEach(async () => {
    // The day before: bookings are made ahead, then the clock moves on to the day itself.
    t = await startTestApp({ now: '2025-06-13T12:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
    customerEmail = uniqueEmail('customer');
    customer = await signedInAs(t, 'customer', customerEmail);
  });
  afterEach(() => t.close());

  const manual = async (date: string, time: string, dogs: number, minutes: 30 | 60) => {
    const response = await owner.post('/api/admin/manual-bookings', {
      date,
      time,
      dogs,
      minutes,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ bookingId: number }>().bookingId;
  };

  const hold = async (browser: TestBrowser, request: ReturnType<typeof at>) => {
    const response = await browser.post('/api/bookings', request);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ bookingId: number }>().bookingId;
  };

  it("When the day has a paid booking, a manual one and a hold, then Today lists them in order with the gate code, now and next, the hold's expiry and tomorrow's first", async () => {
    const paid = await bookAndPay(customer, at(DAY, '10:00', 60));
    const ownBooking = await manual(DAY, '12:00', 3, 30);
    await bookAndPay(customer, at(TOMORROW, '11:00', 30));
    const tomorrowsFirst = await manual(TOMORROW, '08:00', 2, 60);
    await bookAndPay(customer, at('2025-06-13', '18:00', 30)); // yesterday by then: not listed

    t.clock.set('2025-06-14T10:20:00+01:00');
    const other = await signedInAs(t, 'customer', uniqueEmail('holder'));
    const held = await hold(other, at(DAY, '15:00', 30));
    const admin = await signedInAs(t, 'admin');

    const response = await admin.get('/api/admin/today');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const today = response.json<TodayResponse>();

    const codes = (await admin.get('/api/admin/codes')).json<CodesResponse>();
    expect(codes.today?.date).toBe(DAY);
    expect(today.gateCode).toBe(codes.today?.code);
    expect(today.nowTime).toBe('10:20');
    expect(today.day).toMatchObject({
      date: DAY,
      opens: '06:00',
      closes: '22:00',
      closedReason: null,
    });

    const summary = (booking: WorkspaceBooking) => [
      booking.id,
      booking.time,
      booking.endTime,
      booking.who,
      booking.status,
      booking.isManual,
      booking.paidPence,
    ];
    expect(today.day.bookings.map(summary)).toEqual([
      [paid, '10:00', '11:00', customerEmail, 'complete', false, 1100],
      [ownBooking, '12:00', '12:30', 'Manual Booking', 'complete', true, 0],
      [held, '15:00', '15:30', expect.stringContaining('holder'), 'pending', false, null],
    ]);
    expect(today.day.bookings[0]).toMatchObject({
      minutes: 60,
      dogs: '1-4',
      isTest: false,
      refundedPence: 0,
      holdExpiresAt: null,
    });
    expect(today.day.bookings[1]).toMatchObject({ dogs: '3', minutes: 30 });

    // The unpaid hold is neither on the field nor next: the manual booking is.
    expect(today.onFieldNowId).toBe(paid);
    expect(today.nextId).toBe(ownBooking);
    expect(today.holds).toEqual([
      expect.objectContaining({
        id: held,
        status: 'pending',
        holdExpiresAt: '2025-06-14T09:50:00.000Z', // 30 minutes from 10:20 BST
      }),
    ]);
    expect(today.tomorrow.date).toBe(TOMORROW);
    expect(today.tomorrow.first).toMatchObject({
      id: tomorrowsFirst,
      time: '08:00',
      who: 'Manual Booking',
    });

    // Once the hold lapses it is gone from the day, and after the last booking nobody is next.
    t.clock.set('2025-06-14T12:45:00+01:00');
    const later = (await admin.get('/api/admin/today')).json<TodayResponse>();
    expect(later.day.bookings.map((booking) => booking.id)).toEqual([paid, ownBooking]);
    expect(later.holds).toEqual([]);
    expect(later.onFieldNowId).toBeNull();
    expect(later.nextId).toBeNull();
  });

  it('When bookings were sold with a handover gap, then Today and the Calendar end them when the gap begins', async () => {
    // The handover gap is the first field's since 025 (decision 111).
    await t.database.db.query('update fields set handover_minutes = 10');
    const walker = await signedInAs(t, 'customer');
    const id = await bookAndPay(walker, at(DAY, '10:00'));
    const week = (
      await owner.get(`/api/admin/calendar?from=${DAY}&days=1`)
    ).json<CalendarResponse>();
    expect(week.days[0]?.bookings.find((booking) => booking.id === id)).toMatchObject({
      time: '10:00',
      endTime: '10:50',
      minutes: 60,
    });
  });

  it('When the day has no bookings, then Today still gives the code and hours, with nobody on the field', async () => {
    const today = (await owner.get('/api/admin/today')).json<TodayResponse>();
    expect(today.day).toMatchObject({ date: '2025-06-13', bookings: [] });
    expect(today.gateCode).toMatch(/^\d{4}$/);
    expect(today).toMatchObject({
      onFieldNowId: null,
      nextId: null,
      holds: [],
      tomorrow: { date: DAY, first: null },
    });
  });

  it('When a week is asked for, then each booking is on its day, a closed day is marked with its reason and a cancelled booking is left out', async () => {
    const monday = await bookAndPay(customer, at('2025-06-16', '09:00', 30));
    const cancelled = await bookAndPay(customer, at('2025-06-17', '09:00', 60));
    expect(
      (await customer.post(`/api/bookings/${cancelled}/cancel`, { expect: 'full-refund' }))
        .statusCode,
    ).toBe(200);
    const ownBooking = await manual('2025-06-21', '16:00', 5, 60);
    const held = await hold(customer, at('2025-06-22', '20:00', 30));
    const closed = await owner.post('/api/admin/closures', {
      date: '2025-06-18',
      reason: 'Hedge cutting',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // Thursdays without hours this summer.
    await t.database.db.query(
      'update field_hours set opens = null, closes = null where weekday = 4',
    );

    const response = await owner.get('/api/admin/calendar?from=2025-06-16&days=7');
    expect(response.statusCode, response.body).toBe(200);
    const week = response.json<CalendarResponse>();
    expect(week).toMatchObject({ from: '2025-06-16', to: '2025-06-22', today: '2025-06-13' });
    expect(
      week.days.map((day) => [
        day.date,
        day.opens,
        day.closedReason,
        day.bookings.map((booking) => [booking.id, booking.status, booking.isManual]),
      ]),
    ).toEqual([
      ['2025-06-16', '06:00', null, [[monday, 'complete', false]]],
      ['2025-06-17', '06:00', null, []],
      ['2025-06-18', null, 'Hedge cutting', []],
      ['2025-06-19', null, 'No opening hours that day', []],
      ['2025-06-20', '06:00', null, []],
      ['2025-06-21', '06:00', null, [[ownBooking, 'complete', true]]],
      ['2025-06-22', '06:00', null, [[held, 'pending', false]]],
    ]);
    expect(week.days[6]?.bookings[0]?.holdExpiresAt).toBe('2025-06-13T11:30:00.000Z');

    const day = (
      await owner.get('/api/admin/calendar?from=2025-06-21&days=1')
    ).json<CalendarResponse>();
    expect(day.days.map((one) => one.date)).toEqual(['2025-06-21']);
    expect(day.days[0]?.bookings.map((booking) => booking.id)).toEqual([ownBooking]);
  });

  it('When someone other than an admin asks, then Today and the Calendar are refused', async () => {
    for (const url of ['/api/admin/today', '/api/admin/calendar?from=2025-06-16&days=7']) {
      expect((await customer.get(url)).statusCode).toBe(403);
      expect((await owner.get(url)).statusCode).toBe(200);
    }
    const admin = await signedInAs(t, 'admin');
    expect((await admin.get('/api/admin/calendar?from=2025-06-16')).statusCode).toBe(200);
  });

  it('When the calendar is asked for a date or a number of days that is not one, then it answers 400', async () => {
    for (const query of [
      '',
      'from=2025-02-30&days=7',
      'from=16/06/2025&days=7',
      'from=2025-06-16&days=0',
      'from=2025-06-16&days=8',
      'from=2025-06-16&days=2.5',
      'from=2025-06-16&days=seven',
    ]) {
      const response = await owner.get(`/api/admin/calendar?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
