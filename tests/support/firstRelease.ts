import { hashPassword } from '../../src/server/auth/passwords';
import { tokenHash } from '../../src/server/auth/tokens';
import type { Database, Sql } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations';

/** The migrations the first release shipped with. */
export const FIRST_RELEASE_MIGRATIONS = migrations.slice(0, 7);

/** The tables the first release had, each with the order its rows are compared in. */
export const FIRST_RELEASE_TABLES: Record<string, string> = {
  park_settings: 'id',
  closed_dates: 'day',
  prices: 'id',
  email_outbox: 'id',
  users: 'email',
  sessions: 'token_hash',
  sign_in_failures: 'id',
  password_resets: 'token_hash',
  door_codes: 'year, month, week',
  discounts: 'id',
  bookings: 'id',
  payments: 'id',
  test_checkouts: 'reference',
  test_refunds: 'reference',
  audit_log: 'id',
};

export const ALICE = {
  email: 'Alice.Walker@Example.com',
  password: 'Alice walks the dogs at dawn',
};
export const OWNER = { email: 'owner@hilltop.example', password: 'The hilltop field is open' };
/** The cookie token of the session Alice had open when the first release was stopped. */
export const ALICE_SESSION_TOKEN = 'first-release-session-of-alice-kept-across-the-upgrade';

/** The bookings the first release's park held, by what became of them. */
export interface FirstReleaseBookings {
  past: number;
  paid: number;
  discounted: number;
  cancelled: number;
  expired: number;
  held: number;
  manual: number;
}

/**
 * The schema exactly as the first release left it: its own bookkeeping table (no checksums
 * then) and migrations 001–007, applied from today's files as that release applied them.
 */
async function firstReleaseSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`create table schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`);
    for (const migration of FIRST_RELEASE_MIGRATIONS) {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    }
  });
}

async function insertId(tx: Sql, sql: string, values: unknown[]): Promise<number> {
  const [row] = await tx.query<{ id: number | string }>(`${sql} returning id`, values);
  if (!row) throw new Error('insert returned no id');
  return Number(row.id);
}

async function addUser(
  tx: Sql,
  email: string,
  password: string,
  role: string,
  paid: { paid: boolean; payments: number },
  createdAt: string,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into users (email, password_hash, role, paid, payments, created_at, password_changed_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [email, await hashPassword(password), role, paid.paid, paid.payments, createdAt],
  );
  if (!row) throw new Error('insert into users returned no id');
  return row.id;
}

interface OldBooking {
  userId: string | null;
  start: string;
  localDate: string;
  localTime: string;
  minutes: 30 | 60;
  dogs: string | null;
  dogCount?: number;
  status: 'pending' | 'complete' | 'expired' | 'cancelled';
  listPence: number;
  pence: number;
  code: string | null;
  createdAt: string;
  extra?: Record<string, unknown>;
}

async function addBooking(tx: Sql, booking: OldBooking): Promise<number> {
  const starts = new Date(booking.start);
  const ends = new Date(starts.getTime() + booking.minutes * 60_000);
  const columns: Record<string, unknown> = {
    user_id: booking.userId,
    starts_at: starts,
    ends_at: ends,
    local_date: booking.localDate,
    local_time: booking.localTime,
    duration_minutes: booking.minutes,
    dogs: booking.dogs,
    dog_count: booking.dogCount ?? null,
    status: booking.status,
    list_price_pence: booking.listPence,
    price_pence: booking.pence,
    booking_code: booking.code,
    created_at: booking.createdAt,
    ...booking.extra,
  };
  const names = Object.keys(columns);
  return insertId(
    tx,
    `insert into bookings (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(columns),
  );
}

async function addPayment(
  tx: Sql,
  bookingId: number,
  userId: string | null,
  payment: { pence: number; at: string; provider: string; reference: string | null },
  refund?: { pence: number; reference: string; at: string },
): Promise<number> {
  const id = await insertId(
    tx,
    `insert into payments (booking_id, user_id, amount_pence, paid_at, provider, provider_reference,
                           refunded_pence, refund_status, refund_reference, refunded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      bookingId,
      userId,
      payment.pence,
      payment.at,
      payment.provider,
      payment.reference,
      refund?.pence ?? 0,
      refund ? 'done' : null,
      refund?.reference ?? null,
      refund?.at ?? null,
    ],
  );
  await tx.query('update bookings set payment_id = $2 where id = $1', [bookingId, id]);
  return id;
}

/** The owner changed these in the first release (with SQL or its command line). */
async function changedSettings(tx: Sql): Promise<void> {
  await tx.exec(`
    update park_settings set name = 'Hilltop Dog Field', phone = '01632 960999',
      email = 'hello@hilltop.example', max_dogs = 6, checkout_hold_minutes = 20,
      cancellation_cutoff_hours = 24, reminder_hours = 48, slots_open = '07:00',
      slots_close = '20:00', opening_date = '2025-05-10', discounts_enabled = false,
      updated_at = '2025-05-02T09:00:00Z';
    update prices set pence = 1200 where id = 2;
    insert into closed_dates (day, reason) values ('2025-06-20', 'Hedge cutting');
    insert into door_codes (year, month, week, code, updated_at) values
      (2025, 5, 2, '1066', '2025-05-01T08:00:00Z'),
      (2025, 6, 1, '4821', '2025-05-01T08:00:00Z'),
      (2025, 6, 2, '7310', '2025-05-01T08:00:00Z');`);
}

/** Mail the first release wrote: sent, still waiting, and given up on. */
async function outbox(tx: Sql, bookings: FirstReleaseBookings): Promise<void> {
  const mail = (key: string, to: string, status: string, extra: Partial<Record<string, string>>) =>
    tx.query(
      `insert into email_outbox (dedupe_key, to_address, subject, html, text, status, attempts,
                                 next_attempt_at, last_error, created_at, sent_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        key,
        to,
        extra.subject ?? 'Your booking at Hilltop Dog Field',
        '<p>See you at the field.</p>',
        'See you at the field.',
        status,
        status === 'pending' ? 0 : status === 'failed' ? 5 : 1,
        extra.next ?? '2025-05-20T12:00:00Z',
        extra.error ?? null,
        extra.created ?? '2025-05-20T12:00:00Z',
        status === 'sent' ? (extra.created ?? '2025-05-20T12:00:00Z') : null,
      ],
    );
  await mail(`booking-confirmation:${bookings.paid}`, ALICE.email, 'sent', {});
  await mail(`booking-confirmation:${bookings.discounted}`, ALICE.email, 'sent', {
    created: '2025-05-21T08:00:00Z',
  });
  await mail(`booking-reminder:${bookings.paid}`, ALICE.email, 'pending', {
    subject: 'Your booking is in two days',
    next: '2025-06-01T09:00:00Z',
    created: '2025-06-01T07:00:00Z',
  });
  await mail('password-reset:bob', 'bob@example.net', 'failed', {
    subject: 'Reset your password',
    error: '550 5.1.1 mailbox unavailable',
    created: '2025-05-22T09:00:00Z',
  });
}

/**
 * A first-release database with a park in use: accounts with real password hashes, bookings
 * past, paid, discounted, cancelled and refunded, expired, held and the park's own, their
 * payments, changed settings, the outbox and the activity list. Answers the bookings' ids.
 */
export async function firstReleaseDatabase(db: Database): Promise<FirstReleaseBookings> {
  await firstReleaseSchema(db);
  return db.transaction(async (tx) => {
    await changedSettings(tx);
    const alice = await addUser(
      tx,
      ALICE.email,
      ALICE.password,
      'customer',
      { paid: true, payments: 3 },
      '2025-05-01T10:00:00Z',
    );
    const bob = await addUser(
      tx,
      'bob@example.net',
      'Bob and his two spaniels',
      'customer',
      { paid: true, payments: 1 },
      '2025-05-02T10:00:00Z',
    );
    const carol = await addUser(
      tx,
      'carol@example.org',
      'Carol brings eight dogs',
      'customer',
      { paid: false, payments: 0 },
      '2025-05-30T10:00:00Z',
    );
    const dave = await addUser(
      tx,
      'dave@example.org',
      'Dave never finished paying',
      'customer',
      { paid: false, payments: 0 },
      '2025-05-25T10:00:00Z',
    );
    const owner = await addUser(
      tx,
      OWNER.email,
      OWNER.password,
      'super-admin',
      { paid: false, payments: 0 },
      '2025-04-20T10:00:00Z',
    );

    const discount = await insertId(
      tx,
      `insert into discounts (name, code, percent, usage, max_usage, created_at)
       values ('Spring opening', 'SPRING10', 10, 1, 50, '2025-05-01T09:00:00Z')`,
      [],
    );
    const b: FirstReleaseBookings = {
      past: await addBooking(tx, {
        userId: alice,
        start: '2025-05-12T08:00:00Z',
        localDate: '2025-05-12',
        localTime: '09:00',
        minutes: 30,
        dogs: '1-4',
        status: 'complete',
        listPence: 650,
        pence: 650,
        code: '1066',
        createdAt: '2025-05-11T17:55:00Z',
        extra: {
          checkout_provider: 'stripe',
          checkout_reference: 'cs_test_past',
          completed_at: '2025-05-11T18:00:00Z',
        },
      }),
      paid: await addBooking(tx, {
        userId: alice,
        start: '2025-06-03T09:00:00Z',
        localDate: '2025-06-03',
        localTime: '10:00',
        minutes: 60,
        dogs: '1-4',
        status: 'complete',
        listPence: 1200,
        pence: 1200,
        code: '4821',
        createdAt: '2025-05-20T11:55:00Z',
        extra: {
          checkout_provider: 'stripe',
          checkout_reference: 'cs_test_paid',
          completed_at: '2025-05-20T12:00:00Z',
          move_count: 1,
        },
      }),
      discounted: await addBooking(tx, {
        userId: alice,
        start: '2025-06-05T10:00:00Z',
        localDate: '2025-06-05',
        localTime: '11:00',
        minutes: 30,
        dogs: '5-6',
        status: 'complete',
        listPence: 800,
        pence: 720,
        code: '4821',
        createdAt: '2025-05-21T07:55:00Z',
        extra: {
          discount_id: discount,
          discount_percent: 10,
          checkout_provider: 'stripe',
          checkout_reference: 'cs_test_discounted',
          completed_at: '2025-05-21T08:00:00Z',
        },
      }),
      cancelled: await addBooking(tx, {
        userId: bob,
        start: '2025-06-04T08:00:00Z',
        localDate: '2025-06-04',
        localTime: '09:00',
        minutes: 30,
        dogs: '1-4',
        status: 'cancelled',
        listPence: 650,
        pence: 650,
        code: '4821',
        createdAt: '2025-05-22T09:55:00Z',
        extra: {
          // Paid through the built-in checkout, as on a machine with no Stripe key.
          checkout_provider: 'test',
          checkout_reference: 'tc_cancelled',
          completed_at: '2025-05-22T10:00:00Z',
          cancelled_at: '2025-05-23T09:00:00Z',
          cancel_reason: 'Cancelled by the customer',
        },
      }),
      expired: await addBooking(tx, {
        userId: dave,
        start: '2025-06-06T13:00:00Z',
        localDate: '2025-06-06',
        localTime: '14:00',
        minutes: 60,
        dogs: '7-8',
        status: 'expired',
        listPence: 1850,
        pence: 1850,
        code: null,
        createdAt: '2025-05-25T10:00:00Z',
        extra: {
          checkout_provider: 'stripe',
          checkout_reference: 'cs_test_expired',
          hold_expires_at: '2025-05-25T10:20:00Z',
        },
      }),
      held: await addBooking(tx, {
        userId: carol,
        start: '2025-06-06T13:00:00Z',
        localDate: '2025-06-06',
        localTime: '14:00',
        minutes: 60,
        dogs: '7-8',
        status: 'pending',
        listPence: 1850,
        pence: 1850,
        code: null,
        createdAt: '2025-06-01T07:58:00Z',
        extra: {
          checkout_provider: 'test',
          checkout_reference: 'tc_held',
          checkout_url: 'http://localhost:3000/test-checkout/tc_held',
          hold_expires_at: '2025-06-01T08:18:00Z',
        },
      }),
      manual: await addBooking(tx, {
        userId: null,
        start: '2025-06-07T07:00:00Z',
        localDate: '2025-06-07',
        localTime: '08:00',
        minutes: 60,
        dogs: null,
        dogCount: 3,
        status: 'complete',
        listPence: 0,
        pence: 0,
        code: '7310',
        createdAt: '2025-05-24T16:00:00Z',
        extra: { is_manual: true, completed_at: '2025-05-24T16:00:00Z' },
      }),
    };
    await tx.query('update discounts set last_booking_id = $2 where id = $1', [
      discount,
      b.discounted,
    ]);

    await addPayment(tx, b.past, alice, {
      pence: 650,
      at: '2025-05-11T18:00:00Z',
      provider: 'stripe',
      reference: 'pi_past',
    });
    await addPayment(tx, b.paid, alice, {
      pence: 1200,
      at: '2025-05-20T12:00:00Z',
      provider: 'stripe',
      reference: 'pi_paid',
    });
    await addPayment(tx, b.discounted, alice, {
      pence: 720,
      at: '2025-05-21T08:00:00Z',
      provider: 'stripe',
      reference: 'pi_discounted',
    });
    await addPayment(
      tx,
      b.cancelled,
      bob,
      { pence: 650, at: '2025-05-22T10:00:00Z', provider: 'test', reference: 'tp_cancelled' },
      { pence: 650, reference: 'tr_cancelled', at: '2025-05-23T09:00:00Z' },
    );
    await addPayment(tx, b.manual, null, {
      pence: 0,
      at: '2025-05-24T16:00:00Z',
      provider: 'manual',
      reference: null,
    });

    await tx.query(
      `insert into test_checkouts (reference, booking_id, amount_pence, items, status, expires_at,
                                   success_url, cancel_url, created_at)
       values ('tc_held', $1, 1850, '[{"id": 6, "quantity": 1}]', 'open', '2025-06-01T08:18:00Z',
               $2, 'http://localhost:3000/book', '2025-06-01T07:58:00Z')`,
      [b.held, `http://localhost:3000/pay-success/${b.held}`],
    );
    await tx.query(
      `insert into test_checkouts (reference, booking_id, amount_pence, items, status, expires_at,
                                   payment_reference, refunded_pence, success_url, cancel_url, created_at)
       values ('tc_cancelled', $1, 650, '[{"id": 1, "quantity": 1}]', 'complete', '2025-05-22T10:15:00Z',
               'tp_cancelled', 650, $2, 'http://localhost:3000/book', '2025-05-22T09:55:00Z')`,
      [b.cancelled, `http://localhost:3000/pay-success/${b.cancelled}`],
    );
    await tx.query(
      `insert into test_refunds (reference, idempotency_key, payment_reference, amount_pence, created_at)
       values ('tr_cancelled', 'refund-cancelled-booking', 'tp_cancelled', 650, '2025-05-23T09:00:00Z')`,
    );
    await tx.query(
      `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
       values ($1, $2, '2025-05-31T18:00:00Z', '2025-06-01T07:30:00Z', '2025-06-30T18:00:00Z')`,
      [tokenHash(ALICE_SESSION_TOKEN), alice],
    );
    await tx.query(
      `insert into password_resets (token_hash, user_id, created_at, expires_at, used_at)
       values ($1, $2, '2025-05-22T09:00:00Z', '2025-05-22T10:00:00Z', '2025-05-22T09:10:00Z')`,
      [tokenHash('an old reset link'), bob],
    );
    await tx.query(
      `insert into sign_in_failures (ip, email_key, at) values ('203.0.113.7', 'bob@example.net', '2025-06-01T07:00:00Z')`,
    );
    await tx.query(
      `insert into audit_log (at, actor_id, actor_email, action, details) values
         ('2025-05-24T16:00:00Z', $1, $2, 'manual booking', $3),
         ('2025-05-02T09:00:00Z', $1, $2, 'settings changed', 'max dogs 6')`,
      [owner, OWNER.email, `booking ${b.manual} on 2025-06-07 at 08:00 for 3 dogs`],
    );
    await outbox(tx, b);
    return b;
  });
}

/**
 * Every row of the first release's tables, in a fixed order, by table; a table a later
 * migration moved is read with the query `movedTables` gives for it.
 */
export async function firstReleaseRows(
  sql: Sql,
  columnsOf: Record<string, string[]>,
  movedTables: Record<string, string> = {},
): Promise<Record<string, Record<string, unknown>[]>> {
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const [table, order] of Object.entries(FIRST_RELEASE_TABLES)) {
    const columns = (columnsOf[table] ?? []).join(', ');
    const read = movedTables[table] ?? `select ${columns} from ${table}`;
    rows[table] = await sql.query(`${read} order by ${order}`);
  }
  return rows;
}

/** The columns each of the first release's tables had. */
export async function firstReleaseColumns(sql: Sql): Promise<Record<string, string[]>> {
  const found = await sql.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name = any($1)
      order by table_name, ordinal_position`,
    [Object.keys(FIRST_RELEASE_TABLES)],
  );
  const columns: Record<string, string[]> = {};
  for (const row of found)
    columns[row.table_name] = [...(columns[row.table_name] ?? []), row.column_name];
  return columns;
}
