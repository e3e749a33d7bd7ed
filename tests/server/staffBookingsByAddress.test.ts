import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataExport } from '../../src/contract/account';
import type { BookingDetail } from '../../src/contract/bookingDetail';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { AccountContact } from '../../src/contract/contact';
import type { Sql } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations';
import { addDiscount, BOOKING_DAY, outboxFor } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, TestBrowser, uniqueEmail, uniqueIp } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/testDatabase';

// Issue 37, defects 1 and 2 (decision 135): a booking staff make for an address joins an account
// only once that account has proved the address, staff's words never become the account's, and
// only an account that proved the address erases what staff typed with it.

const TYPED = { customerName: 'Real Person', customerMobile: '07700 900999' };

describe(`staff bookings for an address, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterEach(() => t.close());

  /** Signs up at the sign-up form, as anyone may with any address, and never verifies. */
  async function signUp(email: string): Promise<TestBrowser> {
    const browser = new TestBrowser(t, uniqueIp());
    const response = await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD });
    expect(response.statusCode, response.body).toBe(201);
    return browser;
  }

  async function verify(email: string): Promise<void> {
    const links = (await outboxFor(t, email)).filter((m) => m.dedupe_key.startsWith('verify-'));
    const token = /\/verify-email#token=([\w-]+)/.exec(links.at(-1)?.text ?? '')?.[1] ?? '';
    const opened = await new TestBrowser(t, uniqueIp()).post('/api/auth/verify-email', { token });
    expect(opened.statusCode, opened.body).toBe(200);
  }

  async function bookFor(customer: Record<string, string>, time = '16:00'): Promise<number> {
    const made = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time,
      dogs: 2,
      minutes: 60,
      ...customer,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json<{ bookingId: number }>().bookingId;
  }

  const myBookingIds = async (browser: TestBrowser) => {
    const mine = (await browser.get('/api/my-bookings')).json<MyBookingsResponse>();
    return [...mine.upcoming, ...mine.past].map((booking) => booking.id);
  };
  const exportOf = async (browser: TestBrowser) =>
    (await browser.get('/api/account/data')).json<DataExport>();
  const contactOf = async (browser: TestBrowser) =>
    (await browser.get('/api/account/contact')).json<AccountContact>();
  const detailOf = async (id: number) =>
    (await owner.get(`/api/admin/bookings/${id}/detail`)).json<BookingDetail>();
  const typedOnBooking = async (id: number) =>
    (
      await t.database.db.query(
        'select customer_name, customer_email, customer_mobile from bookings where id = $1',
        [id],
      )
    )[0];

  it('When someone signs up with an address and never verifies, and staff book for someone new at it, then that account sees none of it, and staff see what they typed', async () => {
    const email = uniqueEmail('someone');
    const stranger = await signUp(email);

    const id = await bookFor({ ...TYPED, customerEmail: email });

    expect(await myBookingIds(stranger)).toEqual([]);
    expect(await contactOf(stranger)).toMatchObject({ name: null, mobile: null });
    const data = await exportOf(stranger);
    expect(data.bookings).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(TYPED.customerName);
    expect(text).not.toContain(TYPED.customerMobile);

    expect(await detailOf(id)).toMatchObject({
      customer: null,
      customerEmail: email,
      customerName: TYPED.customerName,
      customerMobile: TYPED.customerMobile,
    });
  });

  it('When staff type the address of a verified account with another name and mobile, then the booking is that account’s and the account keeps its own name and mobile', async () => {
    const email = uniqueEmail('regular');
    const regular = await signedInAs(t, 'customer', email);
    const own = await regular.post('/api/account/contact', { name: 'Own Name', mobile: '' });
    expect(own.statusCode, own.body).toBe(200);

    const id = await bookFor({ ...TYPED, customerEmail: email.toUpperCase() });

    expect(await myBookingIds(regular)).toEqual([id]);
    expect(await contactOf(regular)).toMatchObject({ name: 'Own Name', mobile: null });
    const data = await exportOf(regular);
    expect(data.profile).toMatchObject({ name: 'Own Name', mobile: null });
    // What staff typed stays on the booking, as their record of it, and is in the export.
    expect(data.bookings).toEqual([
      expect.objectContaining({
        id,
        typedByStaff: {
          name: TYPED.customerName,
          email: email.toUpperCase(),
          mobile: TYPED.customerMobile,
        },
      }),
    ]);
    expect(await detailOf(id)).toMatchObject({
      customer: expect.objectContaining({ email }),
      customerName: 'Own Name',
    });
  });

  it('When the account verifies its address later, then the bookings staff made for it, past ones too, join it, and its name and mobile stay its own', async () => {
    // The morning of the booking day, so the link sent at sign-up still works at noon.
    t.clock.set(`${BOOKING_DAY}T08:00:00+01:00`);
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
    const email = uniqueEmail('late');
    const late = await signUp(email);
    const first = await bookFor({ ...TYPED, customerEmail: email }, '10:00');
    const second = await bookFor({ customerEmail: email }, '16:00');
    expect(await myBookingIds(late)).toEqual([]);
    // The first session is over when the address is proved.
    t.clock.set(`${BOOKING_DAY}T12:00:00+01:00`);

    await verify(email);

    const mine = (await late.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.past.map((booking) => booking.id)).toEqual([first]);
    expect(mine.upcoming.map((booking) => booking.id)).toEqual([second]);
    expect(await contactOf(late)).toMatchObject({ name: null, mobile: null });
    expect((await exportOf(late)).bookings.map((booking) => booking.id)).toEqual([first, second]);
    expect(await detailOf(first)).toMatchObject({
      customer: expect.objectContaining({ email }),
      customerName: TYPED.customerName,
      customerMobile: TYPED.customerMobile,
    });
  });

  it('When an account changes its address to one staff booked for, then the booking joins it once the change is confirmed', async () => {
    const before = uniqueEmail('mover');
    const after = uniqueEmail('moved');
    const mover = await signedInAs(t, 'customer', before);
    const id = await bookFor({ ...TYPED, customerEmail: after });

    const asked = await mover.post('/api/account/email', { password: GOOD_PASSWORD, email: after });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await myBookingIds(mover)).toEqual([]);
    const [link] = (await outboxFor(t, after)).filter((m) => m.dedupe_key.startsWith('email-'));
    const token = /\/confirm-email#token=([\w-]+)/.exec(link?.text ?? '')?.[1] ?? '';
    const opened = await new TestBrowser(t, uniqueIp()).post('/api/auth/confirm-email-change', {
      token,
    });
    expect(opened.statusCode, opened.body).toBe(200);

    expect(await myBookingIds(mover)).toEqual([id]);
  });

  it('When staff book a walk-in with an address and someone signs up with it unverified and deletes the account, then the booking keeps its name, address and mobile', async () => {
    const email = uniqueEmail('walkin');
    const id = await bookFor({ ...TYPED, customerEmail: email });
    const stranger = await signUp(email);

    const deleted = await stranger.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await typedOnBooking(id)).toEqual({
      customer_name: TYPED.customerName,
      customer_email: email,
      customer_mobile: TYPED.customerMobile,
    });
    expect(await detailOf(id)).toMatchObject({
      customerEmail: email,
      customerName: TYPED.customerName,
      customerMobile: TYPED.customerMobile,
    });
  });

  it('When a verified account that staff booked for is deleted, then what staff typed goes from the booking', async () => {
    const email = uniqueEmail('leaver');
    const id = await bookFor({ ...TYPED, customerEmail: email });
    const leaver = await signedInAs(t, 'customer', email);
    expect(await myBookingIds(leaver)).toEqual([id]);

    const deleted = await leaver.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await typedOnBooking(id)).toEqual({
      customer_name: null,
      customer_email: null,
      customer_mobile: null,
    });
  });

  it('When staff send a discount to an address whose account has not verified it, then the e-mail is not in that account’s data', async () => {
    const email = uniqueEmail('claimed');
    const stranger = await signUp(email);
    await addDiscount(t, { code: 'PROVEN10', percent: 10, maxUsage: 5 });
    const sent = await owner.post('/api/admin/email-tools/discount', {
      email,
      code: 'PROVEN10',
      message: 'Ten per cent off your next visit.',
    });
    expect(sent.json()).toEqual({ result: 'Sent' });

    const subjects = (await exportOf(stranger)).emails.map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('discount'))).toBe(false);
  });
});

describe(`migration 035: bookings staff made for a proved address join its account, on ${testDatabaseKind()}`, () => {
  const BEFORE = migrations.findIndex(
    (migration) => migration.id === '035_bookings_for_proven_addresses',
  );
  let database: TestDatabase;
  const ids: Record<string, string | number> = {};

  /** An account as the app before 035 wrote one. */
  async function user(tx: Sql, email: string, verified: boolean): Promise<string> {
    const [row] = await tx.query<{ id: string }>(
      `insert into users (email, email_key, password_hash, role, created_at, password_changed_at,
                          email_verified_at)
       values ($1, lower($1), 'x', 'customer', $2, $2, case when $3::boolean then $2::timestamptz end)
       returning id`,
      [email, '2025-01-01T00:00:00Z', verified],
    );
    if (!row) throw new Error('no user');
    return row.id;
  }

  /** A manual booking staff made for what they typed, at `hour` on 10 February 2025. */
  async function walkIn(tx: Sql, customerEmail: string, hour: number): Promise<number> {
    const starts = `2025-02-10T${String(hour).padStart(2, '0')}:00:00Z`;
    const [row] = await tx.query<{ id: number }>(
      `insert into bookings (starts_at, ends_at, local_date, local_time, duration_minutes, dogs,
                             status, list_price_pence, price_pence, is_manual, created_at,
                             customer_name, customer_email, customer_mobile)
       values ($1, $1::timestamptz + interval '1 hour', '2025-02-10', $2, 60, '1-4', 'complete',
               0, 0, true, '2025-01-20T00:00:00Z', 'Real Person', $3, '07700 900999')
       returning id`,
      [starts, `${String(hour).padStart(2, '0')}:00`, customerEmail],
    );
    if (!row) throw new Error('no booking');
    return row.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    await database.db.transaction(async (tx) => {
      await tx.exec('create table schema_migrations (id text primary key)');
      for (const migration of migrations.slice(0, BEFORE)) await tx.exec(migration.sql);
      ids.proved = await user(tx, 'proved@example.com', true);
      ids.claimed = await user(tx, 'claimed@example.com', false);
      ids.forProved = await walkIn(tx, ' Proved@Example.com', 9);
      ids.forClaimed = await walkIn(tx, 'claimed@example.com', 11);
      ids.forNobody = await walkIn(tx, 'nobody@example.com', 13);
      await tx.exec(migrations[BEFORE]?.sql ?? '');
    });
  });
  afterAll(() => database?.dispose());

  it('When the migration runs, then a walk-in for an address a verified account has joins it, and one for an unverified account’s address or nobody’s stays the park’s, with what staff typed kept', async () => {
    const rows = await database.db.query<{ id: number; user_id: string | null; name: string }>(
      'select id, user_id, customer_name as name from bookings order by id',
    );
    expect(rows).toEqual([
      { id: ids.forProved, user_id: ids.proved, name: 'Real Person' },
      { id: ids.forClaimed, user_id: null, name: 'Real Person' },
      { id: ids.forNobody, user_id: null, name: 'Real Person' },
    ]);
  });
});
