import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { CreateSeriesResponse, SeriesPreview } from '../../src/contract/series';
import type { MyWaitlist } from '../../src/contract/waitlist';
import { weeklyDates } from '../../src/domain/series';
import {
  BOOKING_DAY,
  FIRST_RULES_VERSION,
  outboxFor,
  slot,
  TEST_CONTACT,
} from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { type StripeTestApp, startStripeTestApp } from '../support/stripeApp';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// BOOKING_DAY is a Saturday: a four-week series is the 14th, 21st and 28th of June and the 5th of July.
const WEEKS = ['2025-06-14', '2025-06-21', '2025-06-28', '2025-07-05'];
const ONE_HOUR_1_4 = 1100;

const series = (dates: readonly string[], weeks = 4, first = BOOKING_DAY) => ({
  date: first,
  time: '10:00',
  minutes: 60 as const,
  dogs: '1-4' as const,
  weeks,
  dates: [...dates],
  rulesVersion: FIRST_RULES_VERSION,
  contact: TEST_CONTACT,
});

async function payOnTestCheckout(walker: TestBrowser, checkoutUrl: string): Promise<void> {
  const reference = checkoutUrl.split('/').pop();
  const paid = await walker.post(`/api/test-checkout/${reference}/pay`, {
    cardNumber: '4242424242424242',
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe(`repeat bookings, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let walker: TestBrowser;
  let email: string;
  beforeEach(async () => {
    t = await startTestApp();
    email = uniqueEmail('regular');
    walker = await signedInAs(t, 'customer', email);
  });
  afterEach(() => t.close());

  const preview = async (who: TestBrowser, weeks = 4) =>
    (
      await who.get(
        `/api/series/preview?date=${BOOKING_DAY}&time=10:00&minutes=60&dogs=1-4&weeks=${weeks}`,
      )
    ).json<SeriesPreview>();
  const rows = (seriesId: number) =>
    t.database.db.query<{
      id: number;
      local_date: string;
      status: string;
      booking_code: string | null;
      price_pence: number;
      amount_pence: number | null;
    }>(
      `select b.id, b.local_date, b.status, b.booking_code, b.price_pence, p.amount_pence
         from bookings b left join payments p on p.booking_id = b.id
        where b.series_id = $1 order by b.local_date`,
      [seriesId],
    );
  /** Book Now's request for a series of `weeks` weeks at `time`, every week of it. */
  const weekly = (weeks: number, time: string) => ({
    ...series(weeklyDates(BOOKING_DAY, weeks), weeks),
    time,
  });
  /** How many of the customer's sessions wait for payment, as My bookings lists them. */
  const awaitingPayment = async (who: TestBrowser) =>
    (await who.get('/api/my-bookings'))
      .json<MyBookingsResponse>()
      .upcoming.filter((booking) => booking.status === 'pending').length;
  const checkoutAmount = async (checkoutUrl: string) => {
    const [row] = await t.database.db.query<{ amount_pence: number }>(
      'select amount_pence from test_checkouts where reference = $1',
      [checkoutUrl.split('/').pop()],
    );
    return row?.amount_pence;
  };

  it('When four weeks are asked and the third is taken, then three are shown free, three are charged, and paying makes three linked bookings with their own gate codes', async () => {
    const other = await signedInAs(t, 'customer');
    await bookAndPay(other, { ...slot('10:00', 60), date: WEEKS[2] as string });

    const shown = await preview(walker);
    expect(shown.weeks).toEqual([
      { date: WEEKS[0], free: true, why: null },
      { date: WEEKS[1], free: true, why: null },
      { date: WEEKS[2], free: false, why: 'Already booked' },
      { date: WEEKS[3], free: true, why: null },
    ]);
    expect(shown).toMatchObject({ pricePence: ONE_HOUR_1_4, totalPence: 3 * ONE_HOUR_1_4 });

    const free = shown.weeks.filter((week) => week.free).map((week) => week.date);
    const held = await walker.post('/api/series', series(free));
    expect(held.statusCode, held.body).toBe(201);
    const { seriesId, bookingIds, checkoutUrl } = held.json<CreateSeriesResponse>();
    expect(bookingIds).toHaveLength(3);
    expect(await checkoutAmount(checkoutUrl)).toBe(3 * ONE_HOUR_1_4);

    await payOnTestCheckout(walker, checkoutUrl);
    const booked = await rows(seriesId);
    expect(booked.map((row) => [row.local_date, row.status, row.amount_pence])).toEqual([
      [WEEKS[0], 'complete', ONE_HOUR_1_4],
      [WEEKS[1], 'complete', ONE_HOUR_1_4],
      [WEEKS[3], 'complete', ONE_HOUR_1_4],
    ]);
    // The 14th and 21st of June fall in different weeks of the month, so their codes differ.
    const codes = booked.map((row) => row.booking_code);
    expect(codes.every((code) => /^\d{4}$/.test(code ?? ''))).toBe(true);
    expect(codes[0]).not.toBe(codes[1]);

    const mail = await outboxFor(t, email);
    expect(mail.map((m) => m.dedupe_key)).toEqual([
      `series-confirmation:${seriesId}`,
      `series-invoice:${seriesId}`,
    ]);
    const [confirmation, invoices] = mail;
    expect(confirmation?.subject).toBe(
      'Weekly bookings confirmed: 3 Saturdays from 14th of June 2025 at 10:00',
    );
    for (const [index, row] of booked.entries()) {
      expect(confirmation?.text).toContain(`Booking ${row.id}`);
      expect(confirmation?.text).toContain(`gate code #${codes[index]}#`);
    }
    expect(confirmation?.attachments).toHaveLength(3);
    expect(invoices?.text.match(/Invoice number/g)).toHaveLength(3);
    expect(invoices?.text).toContain('one payment of £33.00');
  });

  it('When a week shown as free is taken before Book Now, then no week is held and the refusal names it', async () => {
    const shown = await preview(walker);
    expect(shown.weeks.every((week) => week.free)).toBe(true);
    const quicker = await signedInAs(t, 'customer');
    await bookAndPay(quicker, { ...slot('10:00', 60), date: WEEKS[1] as string });

    const refused = await walker.post('/api/series', series(WEEKS));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'series/weeks-changed',
        message: 'Someone booked 21st of June 2025 a moment ago. Please look at the dates again.',
      },
    });
    const [held] = await t.database.db.query<{ n: number }>(
      `select count(*)::int as n from bookings b join users u on u.id = b.user_id
        where u.email = $1`,
      [email],
    );
    expect(held?.n).toBe(0);
  });

  it('When the weeks asked are not weeks of the series, or only one, then it is refused and nothing held', async () => {
    for (const dates of [['2025-06-14', '2025-06-15'], ['2025-06-14']]) {
      const refused = await walker.post('/api/series', series(dates));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'series/invalid-dates' } });
    }
    const tooMany = await walker.post('/api/series', series(WEEKS, 13));
    expect(tooMany.statusCode).toBe(400);
  });

  it('When one week of a paid series is cancelled in time, then that week alone is refunded and freed; the others stand', async () => {
    const held = (await walker.post('/api/series', series(WEEKS))).json<CreateSeriesResponse>();
    await payOnTestCheckout(walker, held.checkoutUrl);
    const cancelled = await walker.post(`/api/bookings/${held.bookingIds[1]}/cancel`, {
      expect: 'full-refund',
    });
    expect(cancelled.json()).toEqual({ refundPence: ONE_HOUR_1_4 });
    expect((await rows(held.seriesId)).map((row) => row.status)).toEqual([
      'complete',
      'cancelled',
      'complete',
      'complete',
    ]);
    const [refunded] = await t.database.db.query<{ refunded_pence: number }>(
      `select refunded_pence from test_checkouts where reference = $1`,
      [held.checkoutUrl.split('/').pop()],
    );
    expect(refunded?.refunded_pence).toBe(ONE_HOUR_1_4);
  });

  it('When the customer leaves the checkout, then every week of the series is freed at once', async () => {
    const held = (await walker.post('/api/series', series(WEEKS))).json<CreateSeriesResponse>();
    const released = await walker.post(`/api/bookings/${held.bookingIds[0]}/release`, {});
    expect(released.statusCode).toBe(200);
    expect((await rows(held.seriesId)).map((row) => row.status)).toEqual([
      'expired',
      'expired',
      'expired',
      'expired',
    ]);
    const someoneElse = await signedInAs(t, 'customer');
    const last = { ...slot('10:00', 60), date: WEEKS[3] as string };
    expect((await someoneElse.post('/api/bookings', last)).statusCode).toBe(201);
  });

  it('When a customer holds a short series and one slot, then a third checkout is refused, though it would hold one slot more', async () => {
    expect((await walker.post('/api/series', series(WEEKS))).statusCode).toBe(201);
    expect((await walker.post('/api/bookings', slot('15:00'))).statusCode).toBe(201);
    const third = await walker.post('/api/bookings', slot('17:00'));
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('booking/hold-limit');
    expect(third.json().error.message).toBe('You already have a booking waiting for payment.');
    expect(await awaitingPayment(walker)).toBe(5);
  });

  it('When a customer holds a 12-week series, then one more slot is refused, by Book Now or another series, until the series is paid', async () => {
    const held = await walker.post('/api/series', weekly(12, '10:00'));
    expect(held.statusCode, held.body).toBe(201);

    const single = await walker.post('/api/bookings', slot('15:00'));
    expect(single.statusCode, single.body).toBe(429);
    expect(single.json().error).toMatchObject({
      code: 'booking/hold-limit',
      message: 'You already have a booking waiting for payment.',
    });
    // Until the series' hold would run out (30 minutes).
    expect(Number(single.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect(Number(single.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
    const second = await walker.post('/api/series', weekly(12, '12:00'));
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe('booking/hold-limit');
    expect(await awaitingPayment(walker)).toBe(12);

    await payOnTestCheckout(walker, held.json<CreateSeriesResponse>().checkoutUrl);
    expect((await walker.post('/api/bookings', slot('15:00'))).statusCode).toBe(201);
  });

  it('When a customer holds one slot, then a 12-week series is refused and an 11-week one held, and then nothing more', async () => {
    expect((await walker.post('/api/bookings', slot('15:00'))).statusCode).toBe(201);

    const twelve = await walker.post('/api/series', weekly(12, '10:00'));
    expect(twelve.statusCode).toBe(429);
    expect(twelve.json().error.code).toBe('booking/hold-limit');
    const eleven = await walker.post('/api/series', weekly(11, '10:00'));
    expect(eleven.statusCode, eleven.body).toBe(201);
    expect(await awaitingPayment(walker)).toBe(12);

    // Twelve slots and two checkouts: neither one slot more nor a third checkout.
    expect((await walker.post('/api/bookings', slot('17:00'))).statusCode).toBe(429);
    expect((await walker.post('/api/series', weekly(2, '12:00'))).statusCode).toBe(429);
    expect(await awaitingPayment(walker)).toBe(12);
  });

  it('When a customer sends two 12-week series at once, then one is held and the other refused: never more than 12 slots unpaid', async () => {
    const answers = await Promise.all([
      walker.post('/api/series', weekly(12, '10:00')),
      walker.post('/api/series', weekly(12, '12:00')),
      walker.post('/api/series', weekly(12, '14:00')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429]);
    expect(await awaitingPayment(walker)).toBe(12);
  });

  it('When a customer holding a waiting-list offer asks for a 12-week series, then it is refused: the offer holds a slot too', async () => {
    const other = await signedInAs(t, 'customer');
    const taken = await bookAndPay(other, slot('09:00'));
    const joined = await walker.post('/api/waitlist', slot('09:00'));
    expect(joined.statusCode, joined.body).toBe(201);
    const cancelled = await other.post(`/api/bookings/${taken}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.paddock.sweeper.runOnce();
    const [place] = (await walker.get('/api/waitlist')).json<MyWaitlist>().entries;
    expect(place?.status).toBe('offered');

    const twelve = await walker.post('/api/series', weekly(12, '10:00'));
    expect(twelve.statusCode).toBe(429);
    expect(twelve.json().error.code).toBe('booking/hold-limit');
    expect((await walker.post('/api/series', weekly(11, '10:00'))).statusCode).toBe(201);
  });

  it('When customers race for series that share weeks, then each week is held by exactly one of them', async () => {
    // Five customers, each asking for four weeks, each series starting a week after the last:
    // neighbours share three weeks, so at most every fourth can win.
    const racers = await Promise.all(Array.from({ length: 5 }, () => signedInAs(t, 'customer')));
    const firsts = ['2025-06-14', '2025-06-21', '2025-06-28', '2025-07-05', '2025-07-12'];
    const answers = await Promise.all(
      racers.map((racer, index) => {
        const first = firsts[index] as string;
        const dates = Array.from({ length: 4 }, (_, week) => {
          const day = new Date(`${first}T12:00:00Z`);
          day.setUTCDate(day.getUTCDate() + 7 * week);
          return day.toISOString().slice(0, 10);
        });
        return racer.post('/api/series', series(dates, 4, first));
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    const [overlap] = await t.database.db.query<{ n: number }>(
      `select count(*)::int as n from bookings a join bookings b on a.id < b.id
        where a.status in ('pending', 'complete') and b.status in ('pending', 'complete')
          and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
    );
    expect(overlap?.n).toBe(0);
    // A series held is held whole: no one holds part of one.
    const partial = await t.database.db.query(
      `select series_id from bookings where series_id is not null
        group by series_id having count(*) <> 4`,
    );
    expect(partial).toEqual([]);
  });
});

describe('a repeat booking paid at Stripe', () => {
  let s: StripeTestApp;
  let walker: TestBrowser;
  beforeEach(async () => {
    s = await startStripeTestApp();
    walker = await signedInAs(s.t, 'customer');
  });
  afterEach(() => s.close());

  it("When a series is paid, then Stripe's page lists each week at its price, the webhook confirms every week, and a week cancelled is refunded alone", async () => {
    const held = (
      await walker.post('/api/series', series(WEEKS.slice(0, 3), 3))
    ).json<CreateSeriesResponse>();
    const session = [...s.stripe.sessions.values()].find(
      (candidate) => candidate.url === held.checkoutUrl,
    );
    if (!session) throw new Error('no Stripe session behind the checkout address');
    expect(session.line_items).toEqual([
      { name: '1 hour, 1-4 dogs, 14th of June 2025 at 10:00', unit_amount: 1100, quantity: 1 },
      { name: '1 hour, 1-4 dogs, 21st of June 2025 at 10:00', unit_amount: 1100, quantity: 1 },
      { name: '1 hour, 1-4 dogs, 28th of June 2025 at 10:00', unit_amount: 1100, quantity: 1 },
    ]);
    expect(session.amount_total).toBe(3300);

    s.stripe.pay(session.id);
    const event = s.stripe.event('checkout.session.completed', session.id);
    expect((await s.stripe.deliver(s.webhookUrl, event)).status).toBe(200);
    const statuses = await s.t.database.db.query<{ status: string }>(
      'select status from bookings where series_id = $1 order by local_date',
      [held.seriesId],
    );
    expect(statuses.map((row) => row.status)).toEqual(['complete', 'complete', 'complete']);

    const cancelled = await walker.post(`/api/bookings/${held.bookingIds[2]}/cancel`, {
      expect: 'full-refund',
    });
    expect(cancelled.json()).toEqual({ refundPence: 1100 });
    expect(s.stripe.refunds.map((refund) => refund.amount)).toEqual([1100]);
  });
});
