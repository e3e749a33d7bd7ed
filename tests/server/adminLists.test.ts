import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminBookingsPage,
  AdminCustomer,
  AdminUsersPage,
  BookingGroupCounts,
} from '../../src/contract/admin';
import { slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

describe('the admin lists: filters, search and customers', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterEach(() => t.close());

  const upcoming = async (query = '') =>
    (await owner.get(`/api/admin/bookings?group=upcoming${query}`)).json<AdminBookingsPage>();
  const counts = async (query = '') =>
    (await owner.get(`/api/admin/bookings/counts${query}`)).json<BookingGroupCounts>();

  /** Two paid, one cancelled with a refund, one unpaid hold: the mix the owner complained of. */
  async function mixedWeek() {
    const email = uniqueEmail('Regular.Walker');
    const regular = await signedInAs(t, 'customer', email);
    const paid = await bookAndPay(regular, slot('09:00', 60, '5-6'));
    const second = await bookAndPay(regular, slot('11:00'));
    const cancelled = await bookAndPay(regular, slot('13:00'));
    await regular.post(`/api/bookings/${cancelled}/cancel`, { expect: 'full-refund' });
    const other = await signedInAs(t, 'customer');
    const hold = (await other.post('/api/bookings', slot('15:00'))).json<{ bookingId: number }>();
    return { email, regular, paid, second, cancelled, hold: hold.bookingId };
  }

  it('When nothing is chosen, then Upcoming shows confirmed bookings only and counts them alone', async () => {
    const week = await mixedWeek();
    const shown = await upcoming();
    expect(shown.bookings.map((booking) => booking.id).sort()).toEqual(
      [week.paid, week.second].sort(),
    );
    expect(shown.next).toBeNull();
    expect((await counts()).upcoming).toBe(2);
    expect((await counts('?status=all')).upcoming).toBe(4);
  });

  it('When a status is chosen, then only bookings in that state come, each with its money', async () => {
    const week = await mixedWeek();
    const held = await upcoming('&status=pending');
    expect(held.bookings.map((booking) => booking.id)).toEqual([week.hold]);
    expect(held.bookings[0]).toMatchObject({
      status: 'pending',
      paidPence: null,
      refundedPence: 0,
    });
    const refunded = await upcoming('&status=refunded');
    expect(refunded.bookings.map((booking) => booking.id)).toEqual([week.cancelled]);
    expect((await upcoming('&status=cancelled')).bookings.map((booking) => booking.id)).toEqual([
      week.cancelled,
    ]);
    const paid = (await upcoming()).bookings.find((booking) => booking.id === week.paid);
    expect(paid).toMatchObject({ paidPence: 1500, refundedPence: 0 });
  });

  it('When the admin searches by part of an e-mail in any case, or by booking number, then only those bookings come', async () => {
    const week = await mixedWeek();
    const byEmail = await upcoming('&status=all&q=regular.WALKER');
    expect(byEmail.bookings.map((booking) => booking.id).sort()).toEqual(
      [week.paid, week.second, week.cancelled].sort(),
    );
    const byNumber = await upcoming(`&status=all&q=${week.hold}`);
    expect(byNumber.bookings.map((booking) => booking.id)).toEqual([week.hold]);
    expect((await counts(`?status=all&q=${week.hold}`)).upcoming).toBe(1);
    // A % is looked for as itself, not as "anything".
    expect((await upcoming('&status=all&q=%25')).bookings).toEqual([]);
    expect((await counts('?status=all&q=%25')).upcoming).toBe(0);
  });

  it('When the search or the status is not one the lists know, then the answer is 400 and says so', async () => {
    expect((await owner.get('/api/admin/bookings?group=upcoming&status=paid')).statusCode).toBe(
      400,
    );
    const long = await owner.get(`/api/admin/bookings/counts?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
  });

  it('When the Users list is searched, then it keeps the matching addresses; a customer opens with bookings, money and e-mail state', async () => {
    const week = await mixedWeek();
    const { users: found } = (
      await owner.get(`/api/admin/users?q=${encodeURIComponent(week.email.slice(0, 14))}`)
    ).json<AdminUsersPage>();
    expect(found.map((user) => user.email)).toEqual([week.email]);
    const id = found[0]?.id ?? '';

    const detail = (await owner.get(`/api/admin/users/${id}`)).json<AdminCustomer>();
    expect(detail.user).toMatchObject({ email: week.email, isTest: false, bookings: 2 });
    expect(typeof detail.user.emailVerified).toBe('boolean');
    expect(detail.bookings.map((booking) => booking.id).sort()).toEqual(
      [week.paid, week.second, week.cancelled].sort(),
    );
    expect(detail.paidPence).toBe(1500 + 650 + 650);
    expect(detail.refundedPence).toBe(650);
    expect(detail.totalBookings).toBe(3);

    const missing = await owner.get('/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await week.regular.get(`/api/admin/users/${id}`)).statusCode).toBe(403);
  });

  it('When a regular has more bookings than the dialog lists, then it shows the latest 50, says how many in all, and sums the money over all', async () => {
    const email = uniqueEmail('regular');
    const regular = await signedInAs(t, 'customer', email);
    await bookAndPay(regular, slot('09:00'));
    const [account] = await t.database.db.query<{ id: string }>(
      'select id from users where email = $1',
      [email],
    );
    await t.database.db.query(
      `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
                             dogs, status, list_price_pence, price_pence, created_at, completed_at)
       select $1, day + time '10:00', day + time '10:30', day::date, '10:00', 30, '1-4',
              'complete', 650, 0, now(), now()
         from generate_series(date '2025-07-01', date '2025-08-20', interval '1 day') day`,
      [account?.id],
    );
    const detail = (await owner.get(`/api/admin/users/${account?.id}`)).json<AdminCustomer>();
    expect(detail.totalBookings).toBe(52);
    expect(detail.bookings).toHaveLength(50);
    expect(detail.bookings[0]?.date).toBe('2025-08-20');
    expect(detail.bookings.at(-1)?.date).toBe('2025-07-02');
    expect(detail.paidPence).toBe(650);
  });
});
