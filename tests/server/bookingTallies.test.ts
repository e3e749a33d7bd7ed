import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingGroupCounts, RevenueResponse } from '../../src/contract/admin';
import { addDays } from '../../src/domain/calendar';
import { localDateAt } from '../../src/domain/dates';
import { BOOKING_DAY, slot } from '../support/bookings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

// Issue 30: the booking counts and the revenue's bookings of all time read monthly tallies
// kept by the writes (migration 031). Whatever happens to a booking, they must say what
// counting the bookings one by one says.

const FILTERS = {
  confirmed: "status = 'complete'",
  pending: "status = 'pending'",
  cancelled: "status = 'cancelled'",
  test: 'is_test',
  all: 'true',
} as const;

/** The months the tests' payments fall in. */
const MONTHS = ['2025-05', '2025-06', '2025-07', '2025-08'];

describe('the booking counts, the bookings of all time and the month’s takings, kept as bookings and payments change', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin');
  });
  afterEach(() => t.close());

  /** The groups' counts, by counting every booking the park has under `filter`. */
  async function countedOneByOne(filter: string): Promise<BookingGroupCounts> {
    const today = localDateAt(t.clock.now(), 'Europe/London');
    const [row] = await t.database.db.query<BookingGroupCounts>(
      `select count(*) filter (where local_date = $1)::int as today,
              count(*) filter (where local_date = $2)::int as tomorrow,
              count(*) filter (where local_date > $2)::int as upcoming,
              count(*) filter (where local_date < $1)::int as past
         from bookings where status <> 'expired' and ${filter}`,
      [today, addDays(today, 1)],
    );
    return row as BookingGroupCounts;
  }

  /** Every filter's counts, and the revenue's bookings of all time, as the admin reads them. */
  async function expectCountsRight(): Promise<void> {
    for (const [status, filter] of Object.entries(FILTERS)) {
      const counts = await owner.get(`/api/admin/bookings/counts?status=${status}`);
      expect(counts.json<BookingGroupCounts>(), status).toEqual(await countedOneByOne(filter));
    }
    const [complete] = await t.database.db.query<{ n: number }>(
      "select count(*)::int as n from bookings where status = 'complete'",
    );
    const revenue = (await owner.get('/api/admin/revenue')).json<RevenueResponse>();
    expect(revenue.totalBookings).toBe(complete?.n);
    for (const month of MONTHS) {
      const read = (await owner.get(`/api/admin/revenue?month=${month}`)).json<RevenueResponse>();
      const { totalPence, refundedPence, manualBookings } = read;
      expect({ totalPence, refundedPence, manualBookings }, month).toEqual(
        await takenOneByOne(month),
      );
    }
  }

  /** A month's takings, by adding up its payments one by one (a held booking's never count). */
  async function takenOneByOne(month: string) {
    const [row] = await t.database.db.query<{
      totalPence: number;
      refundedPence: number;
      manualBookings: number;
    }>(
      `select coalesce(sum(p.amount_pence - p.refunded_pence), 0)::int as "totalPence",
              coalesce(sum(p.refunded_pence), 0)::int as "refundedPence",
              (count(*) filter (where b.is_manual and b.price_pence = 0))::int as "manualBookings"
         from payments p join bookings b on b.id = p.booking_id
        where b.status <> 'pending'
          and to_char(p.paid_at at time zone 'Europe/London', 'YYYY-MM') = $1`,
      [month],
    );
    return row;
  }

  it('When bookings are held, paid, refunded, moved, flagged, lapse, are written and deleted by hand, then the counts stay those of the bookings', async () => {
    const walker = await signedInAs(t, 'customer');
    const held = await walker.post('/api/bookings', slot('09:00'));
    expect(held.statusCode).toBe(201);
    await expectCountsRight();

    const paid = await bookAndPay(walker, slot('11:00'));
    const refunded = await bookAndPay(walker, slot('13:00', 60));
    const moved = await bookAndPay(walker, slot('15:00'));
    expect((await owner.get('/api/admin/bookings/counts')).json<BookingGroupCounts>()).toEqual({
      today: 0,
      tomorrow: 0,
      upcoming: 3,
      past: 0,
    });
    await expectCountsRight();

    const cancelled = await walker.post(`/api/bookings/${refunded}/cancel`, {
      expect: 'full-refund',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectCountsRight();

    const move = await walker.post(`/api/bookings/${moved}/move`, {
      date: '2025-07-05',
      time: '10:00',
    });
    expect(move.statusCode, move.body).toBe(200);
    await expectCountsRight();

    const manual = await owner.post('/api/admin/manual-bookings', {
      date: '2025-08-02',
      time: '12:00',
      dogs: 2,
      minutes: 30,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    await t.database.db.query('update bookings set is_test = true where id = $1', [paid]);
    await t.database.db.query("update bookings set status = 'expired' where id = $1", [
      held.json<{ bookingId: number }>().bookingId,
    ]);
    await expectCountsRight();

    // Time passes: June's bookings are past, and today and tomorrow straddle two months.
    for (const now of ['2025-07-31T09:00:00+01:00', '2025-06-30T09:00:00+01:00']) {
      t.clock.set(now);
      owner = await signedInAs(t, 'super-admin');
      await expectCountsRight();
    }
    // A payment in June, and one a repair moves into July.
    const late = await bookAndPay(await signedInAs(t, 'customer'), {
      ...slot('10:00'),
      date: '2025-08-09',
    });
    await t.database.db.query(
      "update payments set paid_at = paid_at + interval '40 days' where booking_id = $1",
      [moved],
    );
    await expectCountsRight();
    const refund = await owner.post(`/api/admin/bookings/${late}/refunds`, {
      amountPence: 300,
      reason: 'The gate was stuck',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await expectCountsRight();

    // A booking written and removed by hand, as a repair would.
    const [kept] = await t.database.db.query<{ id: number }>(
      `insert into bookings (starts_at, ends_at, local_date, local_time, duration_minutes, dog_count,
                             status, list_price_pence, price_pence, is_manual, created_at)
       values ('2025-09-06T09:00:00Z', '2025-09-06T09:30:00Z', '2025-09-06', '10:00', 30, 1,
               'complete', 0, 0, true, $1)
       returning id`,
      [t.clock.now()],
    );
    await expectCountsRight();
    await t.database.db.query('delete from bookings where id = $1', [kept?.id]);
    await expectCountsRight();
  });

  it('When many bookings change in one statement, then each month’s tally moves by all of them', async () => {
    for (const time of ['09:00', '10:00', '11:00', '12:00']) {
      await bookAndPay(await signedInAs(t, 'customer'), slot(time));
    }
    await t.database.db.query(
      `update bookings set local_date = local_date + 30, starts_at = starts_at + interval '30 days',
                           ends_at = ends_at + interval '30 days'
        where local_date = $1 and local_time in ('09:00', '10:00')`,
      [BOOKING_DAY],
    );
    await t.database.db.query(
      "update bookings set status = 'cancelled' where local_date = $1 and local_time = '11:00'",
      [BOOKING_DAY],
    );
    await expectCountsRight();
  });
});
