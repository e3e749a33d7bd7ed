import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminBookingsPage,
  AdminDiscountRow,
  AdminUsersPage,
  BookingGroupCounts,
  CodesResponse,
  RevenueResponse,
} from '../../src/contract/admin';
import { addDiscount, BOOKING_DAY, bookingRow, outboxFor, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

describe('the admin page', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterEach(() => t.close());

  const manual = (request: object) => owner.post('/api/admin/manual-bookings', request);

  it('When a month has paid, refunded, pending and manual bookings, then its totals and estimate come out as worked by hand', async () => {
    const a = await signedInAs(t, 'customer');
    const b = await signedInAs(t, 'customer');
    await bookAndPay(a, slot('09:00', 60, '5-6')); // 1500
    await bookAndPay(a, slot('11:00', 30, '7-8')); // 950
    const refunded = await bookAndPay(b, slot('13:00', 60, '1-4')); // 1100, refunded below
    expect(
      (await b.post(`/api/bookings/${refunded}/cancel`, { expect: 'full-refund' })).json(),
    ).toEqual({ refundPence: 1100 });
    expect((await b.post('/api/bookings', slot('15:00', 60, '7-8'))).statusCode).toBe(201); // pending: never counts
    expect(
      (await manual({ date: BOOKING_DAY, time: '17:00', dogs: 3, minutes: 30 })).statusCode,
    ).toBe(201);
    expect(
      (await manual({ date: BOOKING_DAY, time: '18:00', dogs: 1, minutes: 60 })).statusCode,
    ).toBe(201);

    // A payment in June belongs to June.
    t.clock.set('2025-06-02T10:00:00+01:00');
    const june = await signedInAs(t, 'customer');
    await bookAndPay(june, slot('19:00', 30, '1-4')); // 650
    // A month on, the owner signs in again (sessions end after a week unused).
    const staff = await signedInAs(t, 'admin');

    const may = (await staff.get('/api/admin/revenue?month=2025-05')).json<RevenueResponse>();
    expect(may).toMatchObject({
      month: '2025-05',
      totalBookings: 5, // 1500, 950, two manual, and June's 650: the refunded one is cancelled
      totalPence: 1500 + 950 + 1100 - 1100,
      refundedPence: 1100,
      manualBookings: 2,
      estimatePence: 1500 + 950 + 2 * 650,
    });
    const juneTotals = (
      await staff.get('/api/admin/revenue?month=2025-06')
    ).json<RevenueResponse>();
    expect(juneTotals).toMatchObject({
      totalPence: 650,
      estimatePence: 650,
      refundedPence: 0,
      manualBookings: 0,
    });
    expect(may.months).toContain('2025-05');
    expect(may.months).toContain('2026-04');
  });

  it('When a super admin books manually, then it is complete, priced 0, with a zero payment linked both ways, and it blocks the slot', async () => {
    const response = await manual({ date: BOOKING_DAY, time: '14:00', dogs: 4, minutes: 60 });
    expect(response.statusCode).toBe(201);
    const { bookingId, paymentId } = response.json<{ bookingId: number; paymentId: number }>();
    const [row] = await t.database.db.query<{
      payment_id: number;
      user_id: string | null;
      status: string;
      price_pence: number;
      dog_count: number;
      booking_code: string;
    }>(
      'select payment_id, user_id, status, price_pence, dog_count, booking_code from bookings where id = $1',
      [bookingId],
    );
    expect(row).toMatchObject({
      payment_id: paymentId,
      user_id: null,
      status: 'complete',
      price_pence: 0,
      dog_count: 4,
    });
    expect(row?.booking_code).toMatch(/^\d{4}$/);
    const [payment] = await t.database.db.query<{
      booking_id: number;
      amount_pence: number;
      provider: string;
    }>('select booking_id, amount_pence, provider from payments where id = $1', [paymentId]);
    expect(payment).toEqual({ booking_id: bookingId, amount_pence: 0, provider: 'manual' });

    const customer = await signedInAs(t, 'customer');
    const clash = await customer.post('/api/bookings', slot('14:30', 30));
    expect(clash.statusCode).toBe(409);
    const again = await manual({ date: BOOKING_DAY, time: '14:30', dogs: 1, minutes: 30 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Apologies this time slot is already booked.');

    const upcoming = (
      await owner.get('/api/admin/bookings?group=upcoming')
    ).json<AdminBookingsPage>();
    expect(upcoming.bookings).toContainEqual(
      expect.objectContaining({
        id: bookingId,
        who: 'Manual Booking',
        pricePence: 0,
        minutes: 60,
        dogs: '4',
        status: 'complete',
      }),
    );
  });

  it('When the manual booking dialog lacks a day or a slot, then it says which', async () => {
    expect(
      (await manual({ date: '', time: '10:00', dogs: 1, minutes: 30 })).json().error.fields,
    ).toEqual({ date: 'Please choose a day.' });
    expect(
      (await manual({ date: BOOKING_DAY, time: '', dogs: 1, minutes: 30 })).json().error.fields,
    ).toEqual({ time: 'Please enter a time slot.' });
    expect(
      (await manual({ date: BOOKING_DAY, time: '10:00', dogs: 0, minutes: 30 })).statusCode,
    ).toBe(400);
  });

  it("When a super admin edits a booking's time slot, then the seed's messages guard it and a taken slot is refused", async () => {
    const customer = await signedInAs(t, 'customer', uniqueEmail('moved'));
    const id = await bookAndPay(customer, slot('10:00', 60, '1-4'));
    await bookAndPay(customer, slot('12:00', 30, '1-4'));
    const edit = (time: string) => owner.post(`/api/admin/bookings/${id}/time`, { time });
    const message = async (time: string) => (await edit(time)).json().error.message;

    expect(await message('')).toBe('No new time slot provided');
    expect(await message('10:00')).toBe('New time slot is the same as the old one');
    expect(await message('25:00')).toBe('Invalid time slot format, needs to be HH:MM');
    expect(await message('11:30')).toBe('Apologies this time slot is already booked.');
    expect(await message('21:30')).toBe('That time is outside opening hours (06:00 to 22:00).');
    expect((await bookingRow(t, id))?.status).toBe('complete');

    expect((await edit('15:00')).statusCode).toBe(200);
    const [moved] = await t.database.db.query<{ local_time: string; starts_at: Date }>(
      'select local_time, starts_at from bookings where id = $1',
      [id],
    );
    expect(moved).toEqual({ local_time: '15:00', starts_at: new Date('2025-06-14T14:00:00Z') });
    const mail = await outboxFor(t, (await customer.get('/api/session')).json().user.email);
    expect(mail.some((m) => m.dedupe_key.startsWith(`booking-moved:${id}:park-`))).toBe(true);
  });

  it('When two bookings are moved into the same free slot at once, then one moves and the other is refused', async () => {
    const customer = await signedInAs(t, 'customer');
    const first = await bookAndPay(customer, slot('08:00', 30));
    const second = await bookAndPay(customer, slot('09:00', 30));
    const results = await Promise.all([
      owner.post(`/api/admin/bookings/${first}/time`, { time: '16:00' }),
      owner.post(`/api/admin/bookings/${second}/time`, { time: '16:00' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('When a discount is added, then its code is kept in capitals and unique whatever the case', async () => {
    const added = await owner.post('/api/admin/discounts', {
      name: 'Spring',
      code: 'spring',
      percent: 10,
      maxUsage: 5,
    });
    expect(added.statusCode).toBe(201);
    const again = await owner.post('/api/admin/discounts', {
      name: 'Spring again',
      code: 'SPRING',
      percent: 20,
      maxUsage: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: 'That code already exists',
      fields: { code: 'That code already exists' },
    });
    const bad = await owner.post('/api/admin/discounts', {
      name: '',
      code: 'X',
      percent: 101,
      maxUsage: -1,
    });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['maxUsage', 'name', 'percent']);

    const list = (await owner.get('/api/admin/discounts')).json<AdminDiscountRow[]>();
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Spring',
        code: 'SPRING',
        percent: 10,
        usage: 0,
        maxUsage: 5,
        active: true,
      }),
    ]);

    const helper = await signedInAs(t, 'admin');
    const off = await helper.post(`/api/admin/discounts/${list[0]?.id}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    const customer = await signedInAs(t, 'customer');
    expect((await customer.get('/api/discounts/check?code=SPRING')).statusCode).toBe(400);
  });

  it('When users are listed, then the most bookings come first, ties by first booking, newest or oldest first', async () => {
    const early = await signedInAs(t, 'customer', uniqueEmail('early'));
    const late = await signedInAs(t, 'customer', uniqueEmail('late'));
    const busy = await signedInAs(t, 'customer', uniqueEmail('busy'));
    await bookAndPay(early, { ...slot('09:00'), date: '2025-06-10' });
    await bookAndPay(late, { ...slot('09:00'), date: '2025-06-20' });
    await bookAndPay(busy, { ...slot('10:00'), date: '2025-06-15' });
    await bookAndPay(busy, { ...slot('11:00'), date: '2025-06-15' });

    const emails = async (sort: string) =>
      (await owner.get(`/api/admin/users?sort=${sort}`))
        .json<AdminUsersPage>()
        .users.filter((u) => u.bookings > 0);
    const newest = await emails('newest');
    expect(newest.map((u) => [u.bookings, u.firstBooking])).toEqual([
      [2, '2025-06-15'],
      [1, '2025-06-20'],
      [1, '2025-06-10'],
    ]);
    const oldest = await emails('oldest');
    expect(oldest.map((u) => u.firstBooking)).toEqual(['2025-06-15', '2025-06-10', '2025-06-20']);
  });

  it('When a super admin changes a role, then it takes, but never their own', async () => {
    const email = uniqueEmail('promoted');
    const customer = await signedInAs(t, 'customer', email);
    const { users } = (await owner.get('/api/admin/users')).json<AdminUsersPage>();
    const target = users.find((u) => u.email === email);
    expect(
      (await owner.post(`/api/admin/users/${target?.id}/role`, { role: 'admin' })).statusCode,
    ).toBe(200);
    expect((await customer.get('/api/session')).json()).toMatchObject({
      admin: true,
      superAdmin: false,
    });
    const me = users.find((u) => u.role === 'super-admin');
    const own = await owner.post(`/api/admin/users/${me?.id}/role`, { role: 'customer' });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe("You can't change your own role.");
  });

  it('When codes are listed and one is changed, then the week’s bookings take the new code, told or not', async () => {
    const list = (await owner.get('/api/admin/codes')).json<CodesResponse>();
    expect(list.months).toHaveLength(12);
    const june = list.months[1];
    expect(june?.label).toBe('June 2025');
    expect(june?.weeks.map((w) => [w.label, w.start, w.end])).toEqual([
      ['week 1', '2025-06-01', '2025-06-01'],
      ['week 2', '2025-06-02', '2025-06-08'],
      ['week 3', '2025-06-09', '2025-06-15'],
      ['week 4', '2025-06-16', '2025-06-30'],
    ]);
    expect(list.today).toMatchObject({
      date: '2025-05-01',
      week: 1,
      code: list.months[0]?.weeks[0]?.code,
    });

    const customer = await signedInAs(t, 'customer', uniqueEmail('coded'));
    const id = await bookAndPay(customer, slot('10:00'));
    const sent = (await bookingRow(t, id))?.booking_code;

    const bad = await owner.post('/api/admin/codes/2025/6/3', { code: '12a4', notify: false });
    expect(bad.statusCode).toBe(400);
    // The site rules tell everyone to leave the lock on 0000: it can never be a week's code.
    const reset = await owner.post('/api/admin/codes/2025/6/3', { code: '0000', notify: false });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.fields.code).toBe(
      'Not 0000: that is the code everyone leaves the gate on.',
    );
    const quietCode = sent === '1111' ? '2222' : '1111';
    const quiet = await owner.post('/api/admin/codes/2025/6/3', { code: quietCode, notify: false });
    expect(quiet.statusCode).toBe(200);
    expect((await bookingRow(t, id))?.booking_code).toBe(quietCode);

    const told = await owner.post('/api/admin/codes/2025/6/3', { code: null, notify: true });
    const { code, notified } = told.json<{ code: string; notified: number }>();
    expect(code).toMatch(/^\d{4}$/);
    expect(notified).toBe(code === quietCode ? 0 : 1);
    expect((await bookingRow(t, id))?.booking_code).toBe(code);
  });

  it('When the booking lists are read, then they are grouped by day, counted, and past ones come a page at a time', async () => {
    t.clock.set('2025-06-14T08:00:00+01:00');
    const staff = await signedInAs(t, 'super-admin');
    for (const [date, time] of [
      ['2025-06-14', '10:00'],
      ['2025-06-15', '10:00'],
      ['2025-06-20', '10:00'],
      ['2025-06-21', '10:00'],
    ] as const) {
      expect(
        (await staff.post('/api/admin/manual-bookings', { date, time, dogs: 1, minutes: 30 }))
          .statusCode,
      ).toBe(201);
    }
    // Past bookings, more than one page of them.
    for (let i = 0; i < 30; i += 1) {
      await t.database.db.query(
        `insert into bookings (starts_at, ends_at, local_date, local_time, duration_minutes, dog_count, status,
                               list_price_pence, price_pence, is_manual, created_at)
         values ($1, $2, $3, '10:00', 30, 1, 'complete', 0, 0, true, $4)`,
        [
          new Date(Date.UTC(2025, 5, 1, 9 + (i % 12), 0) + Math.floor(i / 12) * 86_400_000),
          new Date(Date.UTC(2025, 5, 1, 9 + (i % 12), 30) + Math.floor(i / 12) * 86_400_000),
          `2025-06-0${1 + Math.floor(i / 12)}`,
          t.clock.now(),
        ],
      );
    }
    const counts = (await staff.get('/api/admin/bookings/counts')).json<BookingGroupCounts>();
    expect(counts).toEqual({ today: 1, tomorrow: 1, upcoming: 2, past: 30 });
    const first = (await staff.get('/api/admin/bookings?group=past')).json<AdminBookingsPage>();
    const second = (
      await staff.get(`/api/admin/bookings?group=past&after=${first.next}`)
    ).json<AdminBookingsPage>();
    expect(first.bookings).toHaveLength(25);
    expect(second.bookings).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(new Set([...first.bookings, ...second.bookings].map((b) => b.id)).size).toBe(30);
  });

  it('When the e-mail tools are used, then they send, or say what was not found; a discount e-mail needs both code and message', async () => {
    const email = uniqueEmail('tools');
    const customer = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(customer, slot('10:00'));
    await addDiscount(t, { code: 'SPRING', percent: 10, maxUsage: 20 });
    const before = (await outboxFor(t, email)).length;

    expect(
      (await owner.post('/api/admin/email-tools/invoice', { bookingId: String(id) })).json(),
    ).toEqual({ result: 'Sent' });
    expect(
      (await owner.post('/api/admin/email-tools/invoice', { bookingId: '999999' })).json(),
    ).toEqual({ result: 'No booking found' });
    expect((await owner.post('/api/admin/email-tools/latest-invoice', { email })).json()).toEqual({
      result: 'Sent',
    });
    expect(
      (
        await owner.post('/api/admin/email-tools/latest-invoice', { email: 'nobody@example.com' })
      ).json(),
    ).toEqual({ result: 'No user found' });
    expect((await owner.post('/api/admin/email-tools/confirmation', { email })).json()).toEqual({
      result: 'Sent',
    });
    const missing = await owner.post('/api/admin/email-tools/discount', {
      email,
      code: 'SPRING',
      message: '',
    });
    expect(missing.json().error.message).toBe('Missing discount info.');
    expect(
      (
        await owner.post('/api/admin/email-tools/discount', {
          email,
          code: 'SPRING',
          message: 'Ten per cent off in May.',
        })
      ).json(),
    ).toEqual({ result: 'Sent' });

    const mail = (await outboxFor(t, email)).slice(before);
    expect(mail.map((m) => m.subject)).toEqual([
      `Invoice for booking ${id}`,
      `Invoice for booking ${id}`,
      expect.stringMatching(/^Booking confirmed/),
      'A discount from Meadow Paddock Dog Field',
    ]);
  });

  it('When staff change things, then the Activity list says who did what, newest first; the month exports as CSV', async () => {
    await owner.post('/api/admin/discounts', {
      name: 'Summer',
      code: 'SUMMER5',
      percent: 5,
      maxUsage: 10,
    });
    await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '07:00',
      dogs: 2,
      minutes: 30,
    });
    const activity = (await owner.get('/api/admin/activity')).json<{
      rows: { who: string; action: string; details: string }[];
    }>();
    // The owner's own account, made at the machine before anything else, is there too, with
    // the two-factor sign-in its owner set up before using the admin page.
    expect(activity.rows.map((row) => row.action)).toEqual([
      'manual booking',
      'discount added',
      'two-factor set up',
      'staff account created',
    ]);
    expect(activity.rows[1]?.details).toBe('Summer (SUMMER5): 5% off, 10 uses');
    expect(activity.rows[3]?.who).toBe('command line');

    const csv = await owner.get('/api/admin/export.csv?month=2025-06');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^booking,date,time,minutes,dogs,status,customer,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',2025-06-14,07:00,30,2,complete,Manual Booking,');
  });
});
