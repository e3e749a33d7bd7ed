import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ActivityRow,
  ClosedDateBooking,
  ClosedDateRow,
  CodesResponse,
  WeekBooking,
} from '../../src/contract/admin';
import type { ParkField } from '../../src/contract/parkFields';
import type {
  CalendarResponse,
  TodayResponse,
  WorkspaceBooking,
} from '../../src/contract/workspace';
import { doorWeekOf } from '../../src/domain/doorCodes';
import { BOOKING_DAY, bookingRow, outboxFor, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { addPuppyPaddock } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Decision 114: the admin's Today, Calendar, Codes and Closed dates in a park of two fields.

describe(`the admin's day, codes and closed dates with two fields, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let first: ParkField;
  let puppy: ParkField;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
    ({ first, puppy } = await addPuppyPaddock(owner));
  });
  afterEach(() => t.close());

  /** A paid hour at `time` on the field, by a customer of its own; answers its number. */
  const paidOn = async (field: ParkField, time: string, date = BOOKING_DAY) =>
    bookAndPay(await signedInAs(t, 'customer'), {
      ...slot(time, 60),
      date,
      fieldId: field.id,
    });

  const manualOn = async (field: ParkField, time: string) => {
    const made = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time,
      dogs: 2,
      minutes: 30,
      fieldId: field.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json<{ bookingId: number }>().bookingId;
  };

  const codeToday = async (staff: TestBrowser, field: ParkField) =>
    (await staff.get(`/api/admin/codes?field=${field.id}`)).json<CodesResponse>().today?.code;

  const activity = async () =>
    (await owner.get('/api/admin/activity')).json<{ rows: ActivityRow[] }>().rows;

  it('When both fields have bookings, then Today has a lane, a gate code, now and next for each, and a field asked for comes alone', async () => {
    const onMain = await paidOn(first, '10:00');
    const onPuppy = await paidOn(puppy, '10:00');
    const manual = await manualOn(puppy, '12:00');
    t.clock.set(`${BOOKING_DAY}T10:20:00+01:00`);
    const admin = await signedInAs(t, 'admin');

    const today = (await admin.get('/api/admin/today')).json<TodayResponse>();
    expect(today.day.lanes).toEqual([
      {
        fieldId: first.id,
        name: 'Main field',
        opens: '06:00',
        closes: '22:00',
        closedReason: null,
      },
      {
        fieldId: puppy.id,
        name: 'Puppy paddock',
        opens: '08:00',
        closes: '18:00',
        closedReason: null,
      },
    ]);
    // The park's day runs from the first field to open to the last to close.
    expect(today.day).toMatchObject({ opens: '06:00', closes: '22:00', closedReason: null });
    const named = (booking: WorkspaceBooking) => [booking.id, booking.fieldId, booking.fieldName];
    expect(today.day.bookings.map(named)).toEqual([
      [onMain, first.id, 'Main field'],
      [onPuppy, puppy.id, 'Puppy paddock'],
      [manual, puppy.id, 'Puppy paddock'],
    ]);

    // Each gate has its own code; a booking carries its own field's.
    const mainCode = await codeToday(admin, first);
    const puppyCode = await codeToday(admin, puppy);
    expect(puppyCode).toMatch(/^\d{4}$/);
    expect((await bookingRow(t, onPuppy))?.booking_code).toBe(puppyCode);
    expect(today.gateCode).toBe(mainCode);
    expect(today.lanes).toEqual([
      {
        fieldId: first.id,
        name: 'Main field',
        gateCode: mainCode,
        onFieldNowId: onMain,
        nextId: null,
      },
      {
        fieldId: puppy.id,
        name: 'Puppy paddock',
        gateCode: puppyCode,
        onFieldNowId: onPuppy,
        nextId: manual,
      },
    ]);

    const alone = (await admin.get(`/api/admin/today?field=${puppy.id}`)).json<TodayResponse>();
    expect(alone.day.bookings.map((booking) => booking.id)).toEqual([onPuppy, manual]);
    expect(alone.day).toMatchObject({ opens: '08:00', closes: '18:00' });
    expect(alone.day.lanes.map((lane) => lane.name)).toEqual(['Puppy paddock']);
    expect(alone).toMatchObject({ gateCode: puppyCode, onFieldNowId: onPuppy, nextId: manual });
    expect(alone.holds).toEqual([]);

    const week = (
      await admin.get(`/api/admin/calendar?from=${BOOKING_DAY}&days=1&field=${first.id}`)
    ).json<CalendarResponse>();
    expect(week.days[0]?.bookings.map((booking) => booking.id)).toEqual([onMain]);

    const unknown = await admin.get('/api/admin/today?field=999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ field: 'There is no such field.' });
  });

  it('When one field is closed for a day, then only its bookings are cancelled, its lane says why, the list names it, and it reopens alone', async () => {
    const onMain = await paidOn(first, '10:00');
    const customer = uniqueEmail('puppy');
    const onPuppy = await bookAndPay(await signedInAs(t, 'customer', customer), {
      ...slot('10:00', 60),
      fieldId: puppy.id,
    });

    const preview = await owner.get(
      `/api/admin/closed-dates/bookings?date=${BOOKING_DAY}&field=${puppy.id}`,
    );
    expect(
      preview.json<ClosedDateBooking[]>().map((booking) => [booking.id, booking.fieldName]),
    ).toEqual([[onPuppy, 'Puppy paddock']]);
    const everything = await owner.get(`/api/admin/closed-dates/bookings?date=${BOOKING_DAY}`);
    expect(everything.json<ClosedDateBooking[]>().map((booking) => booking.fieldName)).toEqual([
      'Main field',
      'Puppy paddock',
    ]);

    const closed = await owner.post('/api/admin/closures', {
      date: BOOKING_DAY,
      reason: 'Hedge cutting',
      fieldId: puppy.id,
    });
    expect(closed.json()).toEqual({ date: BOOKING_DAY, cancelled: 1, refunded: 1 });
    expect((await bookingRow(t, onPuppy))?.status).toBe('cancelled');
    expect((await bookingRow(t, onMain))?.status).toBe('complete');
    const told = (await outboxFor(t, customer)).find((mail) =>
      mail.dedupe_key.startsWith('booking-closed:'),
    );
    expect(told?.subject).toBe(
      `Puppy paddock is closed on 14th of June 2025: booking ${onPuppy} cancelled`,
    );

    // The other field still takes bookings that day; the closed one does not.
    const walker = await signedInAs(t, 'customer');
    const onClosed = await walker.post('/api/bookings', { ...slot('14:00'), fieldId: puppy.id });
    expect(onClosed.statusCode).not.toBe(201);
    await paidOn(first, '14:00');

    const day = (
      await owner.get(`/api/admin/calendar?from=${BOOKING_DAY}&days=1`)
    ).json<CalendarResponse>().days[0];
    expect(day?.closedReason).toBeNull();
    expect(day?.lanes.map((lane) => [lane.name, lane.closedReason])).toEqual([
      ['Main field', null],
      ['Puppy paddock', 'Hedge cutting'],
    ]);

    const wholePark = await owner.post('/api/admin/closures', {
      date: '2025-06-15',
      reason: 'Fête',
    });
    expect(wholePark.statusCode, wholePark.body).toBe(200);
    // The seed's own closed dates, in other months, are the first field's since 025.
    const list = async () =>
      (await owner.get('/api/admin/closed-dates'))
        .json<ClosedDateRow[]>()
        .filter((row) => row.date.startsWith('2025-06'));
    expect(await list()).toEqual([
      { date: BOOKING_DAY, reason: 'Hedge cutting', fieldId: puppy.id, fieldName: 'Puppy paddock' },
      { date: '2025-06-15', reason: 'Fête', fieldId: null, fieldName: null },
    ]);
    const sunday = (
      await owner.get('/api/admin/calendar?from=2025-06-15&days=1')
    ).json<CalendarResponse>().days[0];
    expect(sunday?.closedReason).toBe('Fête');

    const reopened = await owner.post('/api/admin/closed-dates/reopen', {
      date: BOOKING_DAY,
      fieldId: puppy.id,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await list()).map((row) => row.date)).toEqual(['2025-06-15']);
    const notClosed = await owner.post('/api/admin/closed-dates/reopen', {
      date: '2025-06-15',
      fieldId: puppy.id,
    });
    expect(notClosed.statusCode).toBe(404);

    const details = (await activity()).map((row) => `${row.action}: ${row.details}`);
    expect(details).toContainEqual(
      `date closed: ${BOOKING_DAY}, Puppy paddock (Hedge cutting): 1 booking(s) cancelled, 1 refund(s) made`,
    );
    expect(details).toContainEqual('date reopened: 2025-06-14, Puppy paddock');
    expect(details.some((line) => line.startsWith('date closed: 2025-06-15, whole park'))).toBe(
      true,
    );

    const noSuchField = await owner.post('/api/admin/closures', {
      date: '2025-06-16',
      fieldId: 999999,
    });
    expect(noSuchField.statusCode).toBe(400);
    expect(noSuchField.json().error.fields).toEqual({ fieldId: 'There is no such field.' });
  });

  it('When a week’s code of one field changes, then only that field’s bookings take it', async () => {
    const onMain = await paidOn(first, '10:00');
    const onPuppy = await paidOn(puppy, '11:00');
    const mainWeeks = (await owner.get('/api/admin/codes')).json<CodesResponse>();
    const puppyWeeks = (
      await owner.get(`/api/admin/codes?field=${puppy.id}`)
    ).json<CodesResponse>();
    expect(puppyWeeks.months.map((month) => month.month)).toEqual(
      mainWeeks.months.map((month) => month.month),
    );
    expect(puppyWeeks.months).not.toEqual(mainWeeks.months);

    const week = `/api/admin/codes/2025/6/${doorWeekOf(BOOKING_DAY)}`;
    const reached = await owner.get(`${week}/bookings?field=${puppy.id}`);
    expect(reached.json<WeekBooking[]>().map((booking) => booking.id)).toEqual([onPuppy]);
    const mainCode = (await bookingRow(t, onMain))?.booking_code;
    const code = mainCode === '2468' ? '1357' : '2468';
    const changed = await owner.post(week, { code, notify: false, fieldId: puppy.id });
    expect(changed.json()).toEqual({ code, notified: 0, updated: 1 });
    expect((await bookingRow(t, onPuppy))?.booking_code).toBe(code);
    expect((await bookingRow(t, onMain))?.booking_code).toBe(mainCode);

    const details = (await activity()).map((row) => row.details);
    expect(details.some((line) => /^week \d of June 2025, Puppy paddock \(/.test(line))).toBe(true);
  });
});
