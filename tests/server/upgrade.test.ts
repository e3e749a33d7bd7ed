import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingsPage, AdminUsersPage, RevenueResponse } from '../../src/contract/admin';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { ParkResponse } from '../../src/contract/park';
import { cookieSettings } from '../../src/server/auth/sessionCookie';
import { migrationChecksum } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations';
import { type Paddock, startPaddock } from '../../src/server/paddock';
import { type Config, loadConfig } from '../../src/server/platform/config';
import { TestBrowser } from '../support/browser';
import {
  ALICE,
  ALICE_SESSION_TOKEN,
  type FirstReleaseBookings,
  firstReleaseColumns,
  firstReleaseDatabase,
  firstReleaseRows,
  OWNER,
} from '../support/firstRelease';
import { ManualClock } from '../support/manualClock';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { appCode, enrolTwoFactor } from '../support/twoFactor';

type Rows = Record<string, Record<string, unknown>[]>;

// Moved by 009 into the weekday hours, and by 025 onto the first field (both checked through
// /api/park below), so no longer columns.
const MOVED = {
  park_settings: ['slots_open', 'slots_close', 'slot_steps', 'max_dogs'],
} as Record<string, string[]>;

/** Tables 025 moved onto the first field (decision 111): where their rows are read after it. */
const MOVED_TABLES = {
  prices: 'select item_id as id, dogs, minutes, pence from field_prices where item_id is not null',
};

describe('an upgrade from the first release', () => {
  let database: TestDatabase;
  let paddock: Paddock;
  let config: Config;
  let bookings: FirstReleaseBookings;
  let before: Rows;
  let after: Rows;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    bookings = await firstReleaseDatabase(database.db);
    const columns = await firstReleaseColumns(database.db);
    for (const [table, moved] of Object.entries(MOVED)) {
      columns[table] = (columns[table] ?? []).filter((column) => !moved.includes(column));
    }
    before = await firstReleaseRows(database.db, columns);

    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    paddock = await startPaddock(config, {
      db: database.db,
      clock: new ManualClock('2025-06-01T09:00:00+01:00'),
      webRoot: null,
      startJobs: false,
      settingsCheckMs: 0,
    });
    after = await firstReleaseRows(database.db, columns, MOVED_TABLES);
  });
  afterAll(async () => {
    await paddock?.close();
    await database?.dispose();
  });

  const browser = () => new TestBrowser({ app: paddock.app, config });

  async function signedInOwner(): Promise<TestBrowser> {
    const [owner] = await database.db.query<{ id: string; email: string; role: 'super-admin' }>(
      'select id, email, role from users where email = $1',
      [OWNER.email],
    );
    if (!owner) throw new Error('the owner is gone');
    // Staff sign in with a code since the first release: the owner sets it up once, after the upgrade.
    const { secret } = await enrolTwoFactor({ paddock }, owner);
    const owners = browser();
    const first = await owners.post('/api/auth/sign-in', OWNER);
    expect(first.statusCode).toBe(202);
    const { challenge } = first.json<{ challenge: string }>();
    const second = await owners.post('/api/auth/sign-in/code', {
      challenge,
      code: appCode(secret, 1),
    });
    expect(second.statusCode).toBe(200);
    return owners;
  }

  it('When today’s migrations run over it, then every row the first release wrote is still there with the same values', () => {
    for (const table of Object.keys(before)) {
      expect(after[table], table).toEqual(before[table]);
      expect(before[table]?.length, `${table} has rows to compare`).toBeGreaterThan(0);
    }
  });

  it('When later migrations derive facts from the old rows, then they are filled in from them', async () => {
    const q = <Row extends object>(sql: string) => database.db.query<Row>(sql);
    expect(
      await q(
        'select dedupe_key, booking_id from email_outbox where booking_id is not null order by id',
      ),
    ).toEqual([
      { dedupe_key: `booking-confirmation:${bookings.paid}`, booking_id: bookings.paid },
      {
        dedupe_key: `booking-confirmation:${bookings.discounted}`,
        booking_id: bookings.discounted,
      },
      { dedupe_key: `booking-reminder:${bookings.paid}`, booking_id: bookings.paid },
    ]);
    expect(await q(`select booking_id from audit_log where action = 'manual booking'`)).toEqual([
      { booking_id: bookings.manual },
    ]);
    expect(
      await q('select booking_id, amount_pence, status, provider_reference from refunds'),
    ).toEqual([
      {
        booking_id: bookings.cancelled,
        amount_pence: 650,
        status: 'done',
        provider_reference: 'tr_cancelled',
      },
    ]);
    expect(
      await q(`select email_key, email_verified_at is not null as verified from users
                where email_key in ('alice.walker@example.com', 'owner@hilltop.example') order by email_key`),
    ).toEqual([
      { email_key: 'alice.walker@example.com', verified: false },
      { email_key: 'owner@hilltop.example', verified: true },
    ]);
  });

  it('When the app has started on it, then every migration is recorded once with its file’s checksum', async () => {
    const rows = await database.db.query<{ id: string; checksum: string }>(
      'select id, checksum from schema_migrations order by id',
    );
    expect(rows).toEqual(migrations.map((m) => ({ id: m.id, checksum: migrationChecksum(m) })));
  });

  it('When the old customer signs in with her old password, then My bookings shows her bookings as they were', async () => {
    const alice = browser();
    expect((await alice.post('/api/auth/sign-in', ALICE)).statusCode).toBe(200);
    const mine = (await alice.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.upcoming.map((b) => [b.id, b.date, b.time, b.minutes, b.pricePence])).toEqual([
      [bookings.paid, '2025-06-03', '10:00', 60, 1200],
      [bookings.discounted, '2025-06-05', '11:00', 30, 720],
    ]);
    expect(mine.upcoming[1]).toMatchObject({ listPricePence: 800, discountPercent: 10 });
    expect(mine.past.map((b) => [b.id, b.date, b.pricePence])).toEqual([
      [bookings.past, '2025-05-12', 650],
    ]);
    expect(mine.cancellationCutoffHours).toBe(24);
  });

  it('When the session she had open before the upgrade is used, then she is still signed in', async () => {
    const alice = browser();
    alice.cookies.set(cookieSettings(config.publicUrl).name, ALICE_SESSION_TOKEN);
    const mine = await alice.get('/api/my-bookings');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MyBookingsResponse>().upcoming).toHaveLength(2);
  });

  it('When the owner looks at the admin lists, then every booking is there with its money, and the customers with their paid bookings', async () => {
    const owner = await signedInOwner();
    const upcoming = (
      await owner.get('/api/admin/bookings?group=upcoming&status=all')
    ).json<AdminBookingsPage>();
    const cards = Object.fromEntries(upcoming.bookings.map((card) => [card.id, card]));
    expect(cards[bookings.paid]).toMatchObject({
      status: 'complete',
      paidPence: 1200,
      refundedPence: 0,
      bookingCode: '4821',
    });
    expect(cards[bookings.discounted]).toMatchObject({ paidPence: 720, discounted: true });
    expect(cards[bookings.cancelled]).toMatchObject({
      status: 'cancelled',
      paidPence: 650,
      refundedPence: 650,
    });
    expect(cards[bookings.held]).toMatchObject({ status: 'pending', paidPence: null });
    expect(cards[bookings.manual]).toMatchObject({
      isManual: true,
      who: 'Manual Booking',
      paidPence: 0,
    });
    const past = (await owner.get('/api/admin/bookings?group=past')).json<AdminBookingsPage>();
    expect(past.bookings.map((card) => card.id)).toEqual([bookings.past]);

    const users = (await owner.get('/api/admin/users')).json<AdminUsersPage>();
    expect(users.total).toBe(5);
    expect(users.users.find((user) => user.email === ALICE.email)).toMatchObject({
      bookings: 3,
      firstBooking: '2025-05-12',
    });
  });

  it('When the owner opens the revenue for May, then its totals are the payments the first release took', async () => {
    const owner = await signedInOwner();
    const may = (await owner.get('/api/admin/revenue?month=2025-05')).json<RevenueResponse>();
    expect(may).toMatchObject({
      month: '2025-05',
      totalBookings: 4,
      totalPence: 650 + 1200 + 720 + 650 + 0 - 650,
      refundedPence: 650,
      manualBookings: 1,
    });
  });

  it('When anyone opens the park, then it shows the settings the owner had changed', async () => {
    const { park } = (await browser().get('/api/park')).json<ParkResponse>();
    expect(park).toMatchObject({
      name: 'Hilltop Dog Field',
      phone: '01632 960999',
      email: 'hello@hilltop.example',
      maxDogs: 6,
      checkoutHoldMinutes: 20,
      cancellationCutoffHours: 24,
      reminderHours: 48,
      openingDate: '2025-05-10',
      flags: { discountsEnabled: false, first50EventActive: true },
    });
    expect(park.prices.find((price) => price.id === 2)?.pence).toBe(1200);
    expect(park.closedDates).toContain('2025-06-20');
    expect(JSON.stringify(park.hours)).toContain('07:00');
    expect(JSON.stringify(park.hours)).toContain('20:00');
  });
});
