import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../../src/contract/bookings';
import { addDiscount, BOOKING_DAY, bookingRow, discountUsage, slot } from '../support/bookings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

describe('booking a slot (built-in test checkout)', () => {
  let t: TestApp;
  let walkers: TestBrowser[];
  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    walkers = await Promise.all(Array.from({ length: 20 }, () => signedInAs(t, 'customer')));
  });
  afterAll(() => t.close());
  // A customer may have two unpaid holds at a time: each call takes the next of twenty.
  let turn = 0;
  const walker = () => walkers[turn++ % walkers.length] as TestBrowser;

  it('When 100 Book Now calls race for one slot, then exactly one holds it and 99 are told it is taken', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (walkers[i % walkers.length] as TestBrowser).post('/api/bookings', slot('07:00')),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({
        error: {
          code: 'booking/slot-taken',
          message: 'Apologies this time slot is already booked.',
          requestId: expect.any(String),
        },
      });
    }
    const rows = await t.database.db.query(
      `select 1 from bookings where local_date = $1 and local_time = '07:00' and status in ('pending', 'complete')`,
      [BOOKING_DAY],
    );
    expect(rows).toHaveLength(1);
  });

  it('When a 60-minute booking would overlap a 30-minute one, then it is refused; touching ends are fine', async () => {
    expect((await walker().post('/api/bookings', slot('09:30', 30))).statusCode).toBe(201);
    const overlapping = await walker().post('/api/bookings', slot('09:00', 60));
    expect(overlapping.statusCode).toBe(409);
    expect((await walker().post('/api/bookings', slot('10:00', 60))).statusCode).toBe(201);
    expect((await walker().post('/api/bookings', slot('11:00', 30))).statusCode).toBe(201);
  });

  it('When a slot is booked, then the server sets the price itself from its own table', async () => {
    const response = await walker().post('/api/bookings', {
      ...slot('12:00', 60, '5-6'),
      price: 1,
    });
    expect(response.statusCode).toBe(201);
    const { bookingId, checkoutUrl } = response.json();
    expect(checkoutUrl).toBe(
      `${t.config.publicUrl}/test-checkout/${(await t.database.db.query<{ checkout_reference: string }>('select checkout_reference from bookings where id = $1', [bookingId]))[0]?.checkout_reference}`,
    );
    expect(await bookingRow(t, bookingId)).toMatchObject({
      status: 'pending',
      price_pence: 1500,
      list_price_pence: 1500,
    });
  });

  it.each([
    ['a closed day', { ...slot('10:00'), date: '2025-05-05' }, 'The park is closed that day.'],
    [
      'a day already gone',
      { ...slot('10:00'), date: '2025-04-20' },
      'That day is outside the months open for booking.',
    ],
    [
      'a month beyond the window',
      { ...slot('10:00'), date: '2026-05-02' },
      'That day is outside the months open for booking.',
    ],
    ['a time off the grid', slot('10:15'), 'That is not one of the slots.'],
    ['a 1-hour slot at 21:30', slot('21:30', 60), 'The field is open 06:00 to 22:00 that day.'],
    ['the last half hour', slot('21:30', 30), null],
    ['a time before opening', slot('05:30'), 'The field is open 06:00 to 22:00 that day.'],
  ])(
    'When someone tries to book %s, then the server checks it again',
    async (_what, request, refusal) => {
      const response = await walker().post('/api/bookings', request);
      if (refusal === null) {
        expect(response.statusCode).toBe(201);
      } else {
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(refusal);
      }
    },
  );

  it('When the request is not the shape of a booking, then it gets 400 naming the fields', async () => {
    const response = await walker().post('/api/bookings', {
      ...slot('10:00'),
      minutes: 45,
      dogs: '9-10',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['dogs', 'minutes']);
  });

  it('When a month is asked for, then availability lists closed and past days and held intervals, and nothing personal', async () => {
    const may = (
      await walker().get('/api/availability?month=2025-05')
    ).json<AvailabilityResponse>();
    expect(may.today).toBe('2025-05-01');
    expect(may.nowTime).toBe('09:00');
    expect(may.pastDays).toEqual([]);
    expect(may.closedDays).toEqual([
      '2025-05-01',
      '2025-05-02',
      '2025-05-03',
      '2025-05-04',
      '2025-05-05',
      '2025-05-06',
      '2025-05-07',
      '2025-05-08',
      '2025-05-09',
    ]);

    // Held by this test, not left over from another: tests run in any order.
    expect((await walker().post('/api/bookings', slot('16:00'))).statusCode).toBe(201);
    expect((await walker().post('/api/bookings', slot('17:00', 60))).statusCode).toBe(201);
    const june = await walker().get('/api/availability?month=2025-06');
    const body = june.json<AvailabilityResponse>();
    expect(body.busy).toContainEqual({ date: BOOKING_DAY, start: '16:00', end: '16:30' });
    expect(body.busy).toContainEqual({ date: BOOKING_DAY, start: '17:00', end: '18:00' });
    expect(june.body).not.toMatch(/@|pence|user|price/i);

    const out = await walker().get('/api/availability?month=2026-05');
    expect(out.statusCode).toBe(400);
  });

  it('When a hold runs out unpaid, then its slot is free again and availability stops showing it', async () => {
    const started = t.clock.now();
    const first = await walker().post('/api/bookings', slot('15:00'));
    expect(first.statusCode).toBe(201);
    expect((await walker().post('/api/bookings', slot('15:00'))).statusCode).toBe(409);
    try {
      t.clock.advance(31 * 60_000);
      const busy = (
        await walker().get('/api/availability?month=2025-06')
      ).json<AvailabilityResponse>().busy;
      expect(busy).not.toContainEqual({ date: BOOKING_DAY, start: '15:00', end: '15:30' });
      const again = await walker().post('/api/bookings', slot('15:00'));
      expect(again.statusCode).toBe(201);
      expect((await bookingRow(t, first.json().bookingId))?.status).toBe('expired');
    } finally {
      // The other tests of this app read the time as 09:00.
      t.clock.set(started);
    }
  });
});

describe('booking on the day itself', () => {
  it('When a slot has started today (park time), then it can no longer be booked; the next one can', async () => {
    const t = await startTestApp({ now: '2025-06-14T10:15:00+01:00' });
    try {
      const walker = await signedInAs(t, 'customer');
      const started = await walker.post('/api/bookings', slot('10:00'));
      expect(started.statusCode).toBe(400);
      expect(started.json().error.message).toBe('That slot has already started.');
      const yesterday = await walker.post('/api/bookings', {
        ...slot('18:00'),
        date: '2025-06-13',
      });
      expect(yesterday.json().error.message).toBe('That slot has already started.');
      expect((await walker.post('/api/bookings', slot('10:30'))).statusCode).toBe(201);
      const availability = (
        await walker.get('/api/availability?month=2025-06')
      ).json<AvailabilityResponse>();
      expect(availability.nowTime).toBe('10:15');
      expect(availability.pastDays).toHaveLength(13);
    } finally {
      await t.close();
    }
  });
});

describe('discounts', () => {
  let t: TestApp;
  let walker: TestBrowser;
  beforeAll(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
  });
  // Codes tried are limited per account and per address: each test has a customer of its own.
  beforeEach(async () => {
    walker = await signedInAs(t, 'customer');
  });
  afterAll(() => t.close());

  it('When a code is checked, then only the exact stored code with uses left is valid', async () => {
    await addDiscount(t, { code: 'SPRING10', percent: 10, maxUsage: 3 });
    await addDiscount(t, { code: 'ALLGONE', percent: 50, maxUsage: 0 });
    expect((await walker.get('/api/discounts/check?code=SPRING10')).json()).toEqual({
      code: 'SPRING10',
      percent: 10,
    });
    for (const code of ['spring10', 'Spring10', 'SPRING1', '', 'ALLGONE', 'NOSUCH']) {
      const response = await walker.get(`/api/discounts/check?code=${encodeURIComponent(code)}`);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error.message).toBe('Invalid discount code.');
    }
  });

  it('When the park switches discounts off, then no code is accepted', async () => {
    await addDiscount(t, { code: 'PAUSED', percent: 10, maxUsage: 10 });
    await t.database.db.query('update park_settings set discounts_enabled = false');
    try {
      expect((await walker.get('/api/discounts/check?code=PAUSED')).statusCode).toBe(400);
      const booking = await walker.post('/api/bookings', {
        ...slot('19:00'),
        discountCode: 'PAUSED',
      });
      expect(booking.json().error.message).toBe('Invalid discount code.');
      expect(await discountUsage(t, 'PAUSED')).toBe(0);
    } finally {
      await t.database.db.query('update park_settings set discounts_enabled = true');
    }
  });

  it('When a discount is applied, then the server charges price − round(price × percent / 100)', async () => {
    await addDiscount(t, { code: 'ODD15', percent: 15, maxUsage: 10 });
    const response = await walker.post('/api/bookings', {
      ...slot('08:00', 30, '1-4'),
      discountCode: 'ODD15',
    });
    expect(response.statusCode).toBe(201);
    expect(await bookingRow(t, response.json().bookingId)).toMatchObject({
      list_price_pence: 650,
      price_pence: 552,
      discount_percent: 15,
    });
    const [discount] = await t.database.db.query<{ last_booking_id: number }>(
      `select last_booking_id from discounts where code = 'ODD15'`,
    );
    expect(discount?.last_booking_id).toBe(response.json().bookingId);
  });

  it('When Book Now carries a bad code, then nothing is held and the slot stays free', async () => {
    const response = await walker.post('/api/bookings', {
      ...slot('08:30'),
      discountCode: 'odd15',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid discount code.');
    expect((await walker.post('/api/bookings', slot('08:30'))).statusCode).toBe(201);
  });

  it('When 50 bookings race for a discount with 5 uses, then it is used exactly 5 times; two expired holds give two back', async () => {
    await addDiscount(t, { code: 'FIRST5', percent: 20, maxUsage: 5 });
    const times = Array.from(
      { length: 25 },
      (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    const requests = [
      ...times.map((time) => ({ ...slot(time), date: '2025-06-20' })),
      ...times.map((time) => ({ ...slot(time), date: '2025-06-21' })),
    ];
    // Fifty customers, each from an address of their own, as on a busy morning.
    const customers = await Promise.all(requests.map(() => signedInAs(t, 'customer')));
    const responses = await Promise.all(
      requests.map((request, i) =>
        (customers[i] as TestBrowser).post('/api/bookings', {
          ...request,
          discountCode: 'FIRST5',
        }),
      ),
    );
    const held = responses.filter((r) => r.statusCode === 201);
    expect(held).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(45);
    expect(await discountUsage(t, 'FIRST5')).toBe(5);

    // Two of the five never pay; when their holds end, their uses come back.
    for (const response of held.slice(0, 2)) {
      const holder = customers[responses.indexOf(response)] as TestBrowser;
      await holder.post(`/api/bookings/${response.json().bookingId}/release`, {});
    }
    expect(await discountUsage(t, 'FIRST5')).toBe(3);
    expect((await walker.get('/api/discounts/check?code=FIRST5')).statusCode).toBe(200);
  });
});
