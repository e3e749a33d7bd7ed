import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import { bookingRow, outboxFor, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { paidBooking } from '../support/paidBookings';
import { type StripeTestApp, startStripeTestApp } from '../support/stripeApp';

// The booking day's 10:00 in London is 09:00 UTC.
const STARTS = Date.parse('2025-06-14T09:00:00Z');
const startMinus = (minutes: number) => new Date(STARTS - minutes * 60_000);

describe('managing my bookings', () => {
  let s: StripeTestApp;
  let walker: TestBrowser;
  let email: string;
  beforeEach(async () => {
    s = await startStripeTestApp();
    email = uniqueEmail();
    walker = await signedInAs(s.t, 'customer', email);
  });
  afterEach(() => s.close());

  /** Moves the clock; a week or more on, the session has ended, so the walker signs in again. */
  const travelTo = async (instant: Date) => {
    s.t.clock.set(instant);
    await walker.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
  };

  const payment = async (bookingId: number) => {
    const [row] = await s.t.database.db.query<{
      refund_status: string | null;
      refunded_pence: number;
      refund_reference: string | null;
      refunded_at: Date | null;
    }>(
      'select refund_status, refunded_pence, refund_reference, refunded_at from payments where booking_id = $1',
      [bookingId],
    );
    return row;
  };

  it('When a booking is cancelled 12 hours 1 minute before it starts, then it is refunded in full, once, even with two calls at once', async () => {
    const id = await paidBooking(s, walker, slot('10:00', 60, '5-6'));
    await travelTo(startMinus(12 * 60 + 1));
    const [first, second] = await Promise.all([
      walker.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' }),
      walker.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().refundPence, second.json().refundPence].sort()).toEqual([0, 1500]);

    expect(s.stripe.refunds).toHaveLength(1);
    expect(s.stripe.refunds[0]?.amount).toBe(1500);
    expect(await payment(id)).toMatchObject({
      refund_status: 'done',
      refunded_pence: 1500,
      refund_reference: s.stripe.refunds[0]?.id,
      refunded_at: s.t.clock.now(),
    });
    expect((await bookingRow(s.t, id))?.status).toBe('cancelled');
    const mail = await outboxFor(s.t, email);
    const cancelled = mail.find((m) => m.dedupe_key === `booking-cancelled:${id}`);
    expect(cancelled?.text).toContain('We are refunding £15.00 to your card in full');

    // The slot is free for anyone again.
    await travelTo(startMinus(13 * 60));
    const other = await signedInAs(s.t, 'customer');
    expect((await other.post('/api/bookings', slot('10:00', 60))).statusCode).toBe(201);

    const mine = (await walker.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.past).toContainEqual(
      expect.objectContaining({
        id,
        status: 'cancelled',
        refund: expect.objectContaining({ amountPence: 1500, state: 'refunded' }),
      }),
    );
  });

  it('When a booking is cancelled 11 hours 59 minutes before it starts, then it is cancelled without a refund', async () => {
    const id = await paidBooking(s, walker, slot('10:00', 60, '5-6'));
    await travelTo(startMinus(12 * 60 - 1));
    const view = (await walker.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(view.upcoming.find((b) => b.id === id)?.cancel).toBe('no-refund');

    // The page had promised a refund a moment ago: nothing happens, and it says why.
    const stale = await walker.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('booking/terms-changed');
    expect((await bookingRow(s.t, id))?.status).toBe('complete');

    const cancelled = await walker.post(`/api/bookings/${id}/cancel`, { expect: 'no-refund' });
    expect(cancelled.json()).toEqual({ refundPence: 0 });
    expect((await bookingRow(s.t, id))?.status).toBe('cancelled');
    expect(s.stripe.refunds).toHaveLength(0);
    expect((await payment(id))?.refund_status).toBeNull();
    const mail = await outboxFor(s.t, email);
    expect(mail.find((m) => m.dedupe_key === `booking-cancelled:${id}`)?.text).toContain(
      'no refund is due',
    );
  });

  it("When someone cancels, moves or downloads another customer's booking, then it is not found for them; one of the park's own gets 403", async () => {
    const id = await paidBooking(s, walker, slot('10:00'));
    const stranger = await signedInAs(s.t, 'customer');
    expect(
      (await stranger.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.post(`/api/bookings/${id}/move`, { date: '2025-06-15', time: '10:00' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.get(`/api/bookings/${id}/calendar.ics`)).statusCode).toBe(404);
    expect((await bookingRow(s.t, id))?.status).toBe('complete');

    const [manual] = await s.t.database.db.query<{ id: number }>(
      `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes, dog_count,
                             status, list_price_pence, price_pence, is_manual, created_at)
       values ($1, '2025-06-20T09:00Z', '2025-06-20T09:30Z', '2025-06-20', '10:00', 30, 2, 'complete', 0, 0, true, now())
       returning id`,
      [(await walker.get('/api/session')).json().user.id],
    );
    expect(
      (await walker.post(`/api/bookings/${manual?.id}/cancel`, { expect: 'full-refund' }))
        .statusCode,
    ).toBe(403);
  });

  it('When a stranger tries the number of someone else’s booking, then every booking address answers exactly as for a number that does not exist', async () => {
    const id = await paidBooking(s, walker, slot('10:00'));
    const stranger = await signedInAs(s.t, 'customer');
    const missing = id + 1_000;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/bookings/:id'],
      ['GET', '/api/bookings/:id/calendar.ics'],
      ['POST', '/api/bookings/:id/refresh', {}],
      ['POST', '/api/bookings/:id/release', {}],
      ['POST', '/api/bookings/:id/cancel', { expect: 'full-refund' }],
      ['POST', '/api/bookings/:id/move', { date: '2025-06-15', time: '10:00' }],
    ];
    for (const [method, url, body] of calls) {
      const answer = async (n: number) => {
        const response = await stranger.request(
          method as 'GET' | 'POST',
          url.replace(':id', String(n)),
          body,
        );
        // Every answer has an id of its own; the rest must not tell the two apart.
        const answered = response.body.replace(/,"requestId":"[^"]*"/, '');
        return `${response.statusCode} ${answered}`;
      };
      const theirs = await answer(id);
      expect(theirs, url).toBe(await answer(missing));
      expect(theirs, url).toMatch(/^404 /);
    }
    expect((await bookingRow(s.t, id))?.status).toBe('complete');
  });

  it('When a booking is moved into a taken slot, then it gets 409 and stays as it was; into a free one, it moves once with its new gate code', async () => {
    const id = await paidBooking(s, walker, slot('10:00', 60, '5-6'));
    const other = await signedInAs(s.t, 'customer');
    expect(
      (await other.post('/api/bookings', { ...slot('11:30', 30), date: '2025-07-01' })).statusCode,
    ).toBe(201);
    const beforeMove = await bookingRow(s.t, id);

    const taken = await walker.post(`/api/bookings/${id}/move`, {
      date: '2025-07-01',
      time: '11:00',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Apologies this time slot is already booked.');
    expect(await bookingRow(s.t, id)).toEqual(beforeMove);
    const [unchanged] = await s.t.database.db.query<{
      local_date: string;
      local_time: string;
      move_count: number;
    }>('select local_date, local_time, move_count from bookings where id = $1', [id]);
    expect(unchanged).toEqual({ local_date: '2025-06-14', local_time: '10:00', move_count: 0 });

    const moved = await walker.post(`/api/bookings/${id}/move`, {
      date: '2025-07-01',
      time: '13:00',
    });
    expect(moved.statusCode).toBe(200);
    const [code] = await s.t.database.db.query<{ code: string }>(
      'select code from door_codes where year = 2025 and month = 7 and week = 1',
    );
    expect((await bookingRow(s.t, id))?.booking_code).toBe(code?.code);
    const mine = moved.json<MyBookingsResponse>().upcoming.find((b) => b.id === id);
    expect(mine).toMatchObject({
      date: '2025-07-01',
      time: '13:00',
      endTime: '14:00',
      gateCode: `#${code?.code}#`,
      canMove: false,
    });
    const mail = (await outboxFor(s.t, email)).find(
      (m) => m.dedupe_key === `booking-moved:${id}:customer-1`,
    );
    expect(mail?.text).toContain('New time: 1st of July 2025, 13:00 to 14:00');
    expect(mail?.attachments).toHaveLength(1);

    const again = await walker.post(`/api/bookings/${id}/move`, {
      date: '2025-07-02',
      time: '13:00',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('booking/not-movable');
    expect((await other.post('/api/bookings', slot('10:00', 60))).statusCode).toBe(201);
  });

  it('When the calendar file is downloaded, then it is the booking in park time, across the clock change', async () => {
    const id = await paidBooking(s, walker, { ...slot('09:00', 30), date: '2025-10-26' });
    const file = await walker.get(`/api/bookings/${id}/calendar.ics`);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="booking-${id}.ics"`);
    const calendar = new ICAL.Component(ICAL.parse(file.body));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-10-26T09:00:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('Europe/London');
    expect(event.location).toContain('Meadow Paddock');
    expect(event.description).toMatch(/Gate code #\d{4}#/);
  });

  it('When my bookings are listed, then the gate code shows for paid bookings to come and an unpaid hold links back to its checkout', async () => {
    const paid = await paidBooking(s, walker, slot('10:00'));
    const held = (await walker.post('/api/bookings', slot('12:00'))).json().bookingId;
    const heldAt = s.t.clock.now().getTime();
    const mine = (await walker.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.upcoming.map((b) => b.id)).toEqual([paid, held]);
    expect(mine.upcoming[0]).toMatchObject({
      status: 'complete',
      gateCode: expect.stringMatching(/^#\d{4}#$/),
      cancel: 'full-refund',
      canMove: true,
    });
    expect(mine.upcoming[1]).toMatchObject({
      status: 'pending',
      gateCode: null,
      checkoutUrl: expect.stringContaining('/pay/'),
      // Until when it is held, for the card's countdown: the park's 30 minutes.
      holdExpiresAt: new Date(heldAt + 30 * 60_000).toISOString(),
      cancel: null,
    });
    expect(mine.upcoming[0]?.holdExpiresAt).toBeNull();

    // Under way, the code is still there: the customer may be standing at the gate.
    await travelTo(new Date(STARTS + 15 * 60_000));
    const during = (await walker.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(during.upcoming[0]).toMatchObject({
      id: paid,
      gateCode: expect.stringMatching(/^#\d{4}#$/),
    });

    // After the booking, its code is no longer shown.
    await travelTo(new Date(STARTS + 60 * 60_000));
    const later = (await walker.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(later.upcoming).toEqual([]);
    expect(later.past[0]).toMatchObject({ id: paid, gateCode: null, cancel: null });
  });
});

describe('reminders', () => {
  let s: StripeTestApp;
  let walker: TestBrowser;
  let email: string;
  beforeEach(async () => {
    s = await startStripeTestApp();
    email = uniqueEmail();
    walker = await signedInAs(s.t, 'customer', email);
  });
  afterEach(() => s.close());

  const reminders = async () =>
    (await outboxFor(s.t, email)).filter((m) => m.dedupe_key.startsWith('booking-reminder:'));

  it('When the reminder job runs twice, and on two instances at once, then one reminder goes, 24 hours before', async () => {
    const id = await paidBooking(s, walker, slot('10:00', 60));
    s.t.clock.set(startMinus(24 * 60 + 1));
    await s.t.paddock.sweeper.runOnce();
    expect(await reminders()).toEqual([]);

    s.t.clock.set(startMinus(24 * 60));
    await Promise.all([s.t.paddock.sweeper.runOnce(), secondInstanceSweep(s)]);
    await s.t.paddock.sweeper.runOnce();
    const sent = await reminders();
    expect(sent.map((m) => m.dedupe_key)).toEqual([`booking-reminder:${id}:${STARTS}`]);
    expect(sent[0]?.text).toContain('When: 14th of June 2025, 10:00 to 11:00');
    expect(sent[0]?.text).toMatch(/Gate code: #\d{4}#/);
    expect(sent[0]?.text).toContain('no earlier than 10 minutes before');
  });

  it('When a booking is paid less than 24 hours ahead, then no reminder follows its confirmation', async () => {
    s.t.clock.set(new Date(STARTS - 5 * 60 * 60_000));
    await walker.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    await paidBooking(s, walker, slot('10:00', 30));
    await s.t.paddock.sweeper.runOnce();
    s.t.clock.set(startMinus(60));
    await s.t.paddock.sweeper.runOnce();
    expect(await reminders()).toEqual([]);
  });

  it('When a booking is cancelled before its reminder is due, then no reminder goes', async () => {
    const id = await paidBooking(s, walker, slot('10:00', 30));
    expect(
      (await walker.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' })).statusCode,
    ).toBe(200);
    s.t.clock.set(startMinus(24 * 60 - 5));
    await s.t.paddock.sweeper.runOnce();
    expect(await reminders()).toEqual([]);
  });
});

/** Another app instance on the same database runs its own sweep. */
async function secondInstanceSweep(s: StripeTestApp): Promise<void> {
  const { sendDueReminders } = await import('../../src/server/bookings/reminders');
  const { openPostgres } = await import('../../src/server/db/postgres');
  if (!s.t.database.url) {
    // The embedded database has one connection: a second sweep in this process stands in.
    await sendDueReminders(s.t.paddock.context);
    return;
  }
  const db = openPostgres(s.t.database.url);
  try {
    await sendDueReminders({ ...s.t.paddock.context, db });
  } finally {
    await db.close();
  }
}

describe('the park closes a day', () => {
  let s: StripeTestApp;
  beforeEach(async () => {
    s = await startStripeTestApp();
  });
  afterEach(() => s.close());

  it('When a day with three bookings is closed, then three are refunded and told; running it again refunds none', async () => {
    const customers = await Promise.all([0, 1, 2].map(() => signedInAs(s.t, 'customer')));
    const ids = [
      await paidBooking(s, customers[0] as TestBrowser, slot('09:00', 60, '1-4')),
      await paidBooking(s, customers[1] as TestBrowser, slot('11:00', 60, '5-6')),
      await paidBooking(s, customers[2] as TestBrowser, slot('14:00', 30, '7-8')),
    ];
    const owner = await signedInAs(s.t, 'super-admin');
    s.stripe.failNext('/v1/refunds', 3); // the first refund fails for now: it must not be lost

    const first = await owner.post('/api/admin/closures', {
      date: '2025-06-14',
      reason: 'Flooded field',
    });
    expect(first.json()).toEqual({ date: '2025-06-14', cancelled: 3, refunded: 2 });
    const again = await owner.post('/api/admin/closures', {
      date: '2025-06-14',
      reason: 'Flooded field',
    });
    expect(again.json()).toEqual({ date: '2025-06-14', cancelled: 0, refunded: 1 });
    const third = await owner.post('/api/admin/closures', {
      date: '2025-06-14',
      reason: 'Flooded field',
    });
    expect(third.json()).toEqual({ date: '2025-06-14', cancelled: 0, refunded: 0 });

    expect(s.stripe.refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual([950, 1100, 1500]);
    for (const id of ids) expect((await bookingRow(s.t, id))?.status).toBe('cancelled');
    const closures = await s.t.database.db.query(
      `select 1 from email_outbox where dedupe_key like 'booking-closed:%'`,
    );
    expect(closures).toHaveLength(3);
    const rebook = await (customers[0] as TestBrowser).post('/api/bookings', slot('16:00'));
    expect(rebook.json().error.message).toBe('The park is closed that day.');
  });
});
