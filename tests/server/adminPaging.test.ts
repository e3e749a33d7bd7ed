import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminBookingsPage,
  AdminUsersPage,
  BookingGroup,
  BookingGroupCounts,
  RevenueResponse,
} from '../../src/contract/admin';
import { BAD_CURSOR_MESSAGE, encodeCursor } from '../../src/contract/cursor';
import { formatYearMonth, rollingWindow } from '../../src/domain/calendar';
import type { Sql } from '../../src/server/db/database';
import { slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

const TODAY = '2025-05-01';

/** Accounts made straight in the database: `created` is when, to the microsecond. */
async function addUsers(sql: Sql, emails: string[], created: (index: number) => string) {
  const ids: string[] = [];
  for (const [index, email] of emails.entries()) {
    const [row] = await sql.query<{ id: string }>(
      `insert into users (email, email_key, password_hash, created_at, password_changed_at)
       values ($1, lower($1), 'not a hash', $2, $2) returning id`,
      [email, created(index)],
    );
    ids.push(row?.id ?? '');
  }
  return ids;
}

/** Bookings of a day take slots from 06:00 half an hour apart, so paid ones never overlap. */
const slotsTaken = new Map<string, number>();
async function addBooking(
  sql: Sql,
  booking: { userId: string | null; date: string; status: string; sameSlotAs?: number },
): Promise<number> {
  const taken = booking.sameSlotAs ?? slotsTaken.get(booking.date) ?? 0;
  if (booking.sameSlotAs === undefined) slotsTaken.set(booking.date, taken + 1);
  const minutes = 6 * 60 + taken * 30;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const [row] = await sql.query<{ id: number }>(
    `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
                           dog_count, status, list_price_pence, price_pence, is_manual, created_at)
     values ($1, ($2::date + $3::text::time) at time zone 'Europe/London',
             ($2::date + $3::text::time + interval '30 minutes') at time zone 'Europe/London',
             $2, $3::text, 30, 1, $4, 650, 650, $1::uuid is null, now())
     returning id`,
    [booking.userId, booking.date, time, booking.status],
  );
  return row?.id ?? 0;
}

/** The Users list's order, as the seed defines it, counted afresh from the bookings. */
async function seedOrder(sql: Sql, sort: 'newest' | 'oldest'): Promise<string[]> {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  const rows = await sql.query<{ id: string }>(
    `select u.id from users u left join bookings b on b.user_id = u.id
      group by u.id
      order by count(b.id) filter (where b.status = 'complete') desc,
               coalesce(min(b.local_date) filter (where b.status = 'complete'),
                        (u.created_at at time zone 'UTC')::date) ${direction},
               u.created_at ${direction}, u.id ${direction}`,
  );
  return rows.map((row) => row.id);
}

async function everyPage<Page extends { next: string | null }>(
  read: (after: string | null) => Promise<Page>,
): Promise<Page[]> {
  const pages = [await read(null)];
  for (let last = pages[0]; last?.next; last = pages.at(-1)) pages.push(await read(last.next));
  return pages;
}

describe('the admin lists, a page at a time', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    slotsTaken.clear();
    t = await startTestApp({ now: `${TODAY}T09:00:00+01:00` });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterEach(() => t.close());

  const usersPage = async (query: string) => {
    const response = await owner.get(`/api/admin/users?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<AdminUsersPage>();
  };

  /**
   * 70 customers: 0 to 3 paid bookings each (and a cancelled and a lapsed one that never
   * count), first bookings and account dates shared by several, so every tie is met.
   */
  async function manyCustomers(tag: string) {
    const db = t.database.db;
    const emails = Array.from({ length: 70 }, (_, index) => uniqueEmail(`${tag}${index}`));
    const ids = await addUsers(
      db,
      emails,
      (index) => `2025-0${1 + (index % 3)}-0${1 + (Math.floor(index / 7) % 5)}T08:00:00.123456Z`,
    );
    for (const [index, id] of ids.entries()) {
      for (let paid = 0; paid < index % 4; paid += 1) {
        await addBooking(db, {
          userId: id,
          date: `2025-04-${String(10 + (index % 5) + paid).padStart(2, '0')}`,
          status: 'complete',
        });
      }
      if (index % 6 === 0) {
        await addBooking(db, { userId: id, date: '2025-03-01', status: 'cancelled' });
        await addBooking(db, { userId: id, date: '2025-03-02', status: 'expired' });
      }
    }
    return { emails, ids };
  }

  it('When every page of users is read in turn, then each user comes once, 25 at most a page, in the seed’s order both ways', async () => {
    await manyCustomers('paging');
    for (const sort of ['newest', 'oldest'] as const) {
      const pages = await everyPage((after) =>
        usersPage(`sort=${sort}${after ? `&after=${after}` : ''}`),
      );
      const seen = pages.flatMap((page) => page.users.map((user) => user.id));
      expect(seen).toEqual(await seedOrder(t.database.db, sort));
      expect(pages.map((page) => page.users.length)).toEqual([25, 25, 21]);
      expect(pages.every((page) => page.total === 71)).toBe(true);
      expect(pages.at(-1)?.next).toBeNull();
    }
  });

  it('When the list is searched, then the server keeps only the matching addresses, paged and counted', async () => {
    const { emails } = await manyCustomers('fern');
    await addUsers(
      t.database.db,
      Array.from({ length: 5 }, () => uniqueEmail('oak')),
      () => '2025-01-01T00:00:00Z',
    );
    const pages = await everyPage((after) => usersPage(`q=FERN${after ? `&after=${after}` : ''}`));
    const found = pages.flatMap((page) => page.users.map((user) => user.email));
    expect(found.sort()).toEqual([...emails].sort());
    expect(pages.map((page) => [page.users.length, page.total])).toEqual([
      [25, 70],
      [25, 70],
      [20, 70],
    ]);
    expect((await usersPage('q=oak')).total).toBe(5);
  });

  it('When a customer pays for bookings and cancels one, then their count and first date follow at once', async () => {
    const email = uniqueEmail('follows');
    const customer = await signedInAs(t, 'customer', email);
    const first = await bookAndPay(customer, { ...slot('09:00'), date: '2025-06-10' });
    await bookAndPay(customer, { ...slot('09:00'), date: '2025-06-20' });
    const row = async () => (await usersPage(`q=${encodeURIComponent(email)}`)).users[0];
    expect(await row()).toMatchObject({ bookings: 2, firstBooking: '2025-06-10' });

    await customer.post(`/api/bookings/${first}/cancel`, { expect: 'full-refund' });
    expect(await row()).toMatchObject({ bookings: 1, firstBooking: '2025-06-20' });
    expect((await usersPage('sort=newest')).users[0]?.email).toBe(email);
  });

  it('When a page is asked for after a cursor the server did not give, then the answer is 400 and says so', async () => {
    const [user] = (await usersPage('sort=newest')).users;
    const madeUp = [
      'not-a-cursor',
      encodeCursor(['newest', -1, TODAY, '2025-01-01T00:00:00.000000Z', user?.id]),
      encodeCursor(['newest', 1, TODAY]),
      // Shaped right, but no such day: refused here, never a database error.
      encodeCursor(['newest', 1, '2025-02-30', '2025-01-01T00:00:00.000000Z', user?.id]),
      encodeCursor(['newest', 1, TODAY, '2025-01-01T24:00:00.000000Z', user?.id]),
    ];
    for (const after of madeUp) {
      const response = await owner.get(`/api/admin/users?after=${after}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'request/invalid',
          message: 'Some of the details sent are not valid.',
          fields: { after: BAD_CURSOR_MESSAGE },
          requestId: expect.any(String),
        },
      });
    }
    // A cursor of one order or group is refused in another.
    const oldest = encodeCursor(['oldest', 0, TODAY, '2025-01-01T00:00:00.000000Z', user?.id]);
    expect((await owner.get(`/api/admin/users?sort=newest&after=${oldest}`)).statusCode).toBe(400);
    const past = encodeCursor(['past', TODAY, '2025-01-01T00:00:00.000000Z', 1]);
    const upcoming = await owner.get(`/api/admin/bookings?group=upcoming&after=${past}`);
    expect(upcoming.statusCode).toBe(400);
    expect(upcoming.json().error.fields).toEqual({ after: BAD_CURSOR_MESSAGE });
  });

  /** Past and upcoming bookings of every state, some sharing a start, more than a page each. */
  async function manyBookings() {
    const db = t.database.db;
    const ids: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const day = index % 2 === 0 ? 10 + (index % 7) : 20 + (index % 5);
      const month = index < 30 ? '03' : '06';
      const status = ['complete', 'cancelled', 'expired', 'complete'][index % 4] ?? 'complete';
      const id = await addBooking(db, { userId: null, date: `2025-${month}-${day}`, status });
      ids.push(id);
      // A cancelled booking in the same slot: two cards with one start.
      if (index % 5 === 0) {
        ids.push(
          await addBooking(db, {
            userId: null,
            date: `2025-${month}-${day}`,
            status: 'cancelled',
            sameSlotAs: (slotsTaken.get(`2025-${month}-${day}`) ?? 1) - 1,
          }),
        );
      }
    }
    for (const date of [TODAY, '2025-05-02']) {
      for (let index = 0; index < 3; index += 1) {
        await addBooking(db, { userId: null, date, status: 'complete' });
      }
    }
    return ids;
  }

  /** The group's cards as the seed orders them, counted straight from the bookings. */
  async function groupOrder(group: BookingGroup, status: 'all' | 'confirmed') {
    const where = {
      today: `local_date = '${TODAY}'`,
      tomorrow: "local_date = '2025-05-02'",
      upcoming: "local_date > '2025-05-02'",
      past: `local_date < '${TODAY}'`,
    }[group];
    const states = status === 'all' ? "status <> 'expired'" : "status = 'complete'";
    const rows = await t.database.db.query<{ id: number }>(
      `select id from bookings where ${where} and ${states}
        order by starts_at ${group === 'past' ? 'desc' : 'asc'}, id ${group === 'past' ? 'desc' : 'asc'}`,
    );
    return rows.map((row) => row.id);
  }

  it('When every page of each booking group is read, then each booking comes once, in order, as many as the counts say', async () => {
    await manyBookings();
    for (const status of ['all', 'confirmed'] as const) {
      const counts = (
        await owner.get(`/api/admin/bookings/counts?status=${status}`)
      ).json<BookingGroupCounts>();
      for (const group of ['today', 'tomorrow', 'upcoming', 'past'] as const) {
        const pages = await everyPage(async (after) => {
          const response = await owner.get(
            `/api/admin/bookings?group=${group}&status=${status}${after ? `&after=${after}` : ''}`,
          );
          expect(response.statusCode).toBe(200);
          return response.json<AdminBookingsPage>();
        });
        const seen = pages.flatMap((page) => page.bookings.map((booking) => booking.id));
        expect(seen).toEqual(await groupOrder(group, status));
        expect(seen).toHaveLength(counts[group]);
        expect(pages.every((page) => page.bookings.length <= 25)).toBe(true);
      }
    }
    // More than a page in the long groups, so a cursor was followed.
    const all = (
      await owner.get('/api/admin/bookings/counts?status=all')
    ).json<BookingGroupCounts>();
    expect(all).toEqual({ today: 3, tomorrow: 3, upcoming: 28, past: 29 });
  });

  it('When payments fall in many months, then the months to choose are each of them and the window, and a month’s totals are its own', async () => {
    const db = t.database.db;
    const paidAt = [
      '2024-11-15T12:00:00Z',
      // 00:30 on 1 April in London: April's, though March's in UTC.
      '2025-03-31T23:30:00Z',
      '2025-05-10T12:00:00Z',
    ];
    for (const [index, at] of paidAt.entries()) {
      const booking = await addBooking(db, {
        userId: null,
        date: `2025-0${2 + index}-10`,
        status: 'complete',
      });
      await db.query(
        `insert into payments (booking_id, amount_pence, paid_at, provider) values ($1, 650, $2, 'test')`,
        [booking, at],
      );
    }
    await addBooking(db, { userId: null, date: '2023-08-01', status: 'cancelled' });
    await addBooking(db, { userId: null, date: '2023-09-01', status: 'expired' });

    const revenue = (await owner.get('/api/admin/revenue?month=2025-04')).json<RevenueResponse>();
    const window = rollingWindow(TODAY, 12).map(formatYearMonth);
    const withMoney = ['2023-08', '2024-11', '2025-02', '2025-03', '2025-04'];
    expect(revenue.months).toEqual([...new Set([...withMoney, ...window])].sort());
    expect(revenue).toMatchObject({ month: '2025-04', totalPence: 650, totalBookings: 3 });
  });
});
