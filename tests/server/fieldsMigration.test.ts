import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const FIELDS = migrations.findIndex((migration) => migration.id === '025_fields');

/** The tables 025 puts on the first field, each with the order its rows are compared in. */
const ON_THE_FIRST_FIELD: Record<string, string> = {
  bookings: 'id',
  waitlist: 'id',
  pass_types: 'id',
  passes: 'id',
  closed_dates: 'day',
  door_codes: 'year, month, week',
};

type Rows = Record<string, Record<string, unknown>[]>;

async function rowsOf(sql: Sql): Promise<Rows> {
  const rows: Rows = {};
  for (const [table, order] of Object.entries(ON_THE_FIRST_FIELD)) {
    const found = await sql.query<Record<string, unknown>>(
      `select * from ${table} order by ${order}`,
    );
    rows[table] = found;
  }
  return rows;
}

/** `rows` with only the columns each table had in `shape`. */
function columnsOf(shape: Rows, rows: Rows): Rows {
  return Object.fromEntries(
    Object.entries(rows).map(([table, found]) => {
      const columns = Object.keys(shape[table]?.[0] ?? {});
      return [
        table,
        found.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]]))),
      ];
    }),
  );
}

/** A park as the previous release left it: its own prices, hours and rules, and everything sold. */
async function previousRelease(tx: Sql): Promise<void> {
  await tx.exec(`
    update park_settings set max_dogs = 6, slot_steps = array[60], handover_minutes = 10;
    update prices set pence = pence + 100;
    update park_hours set opens = '08:00', closes = '18:00' where weekday = 1;
    update park_hours set opens = null, closes = null where weekday = 2;
    insert into park_seasons (name, starts, ends) values ('Winter', '2025-11-01', '2026-02-28');
    insert into park_season_hours (season_id, weekday, opens, closes)
      select id, weekday, '09:00', '16:00' from park_seasons, generate_series(1, 7) as weekday;
    insert into door_codes (year, month, week, code, updated_at) values
      (2025, 6, 1, '1111', '2025-05-01T00:00:00Z'), (2025, 6, 2, '2222', '2025-05-01T00:00:00Z');
    insert into closed_dates (day, reason) values ('2025-06-30', 'Mowing');
    insert into users (email, email_key, password_hash, role, created_at, password_changed_at)
      values ('regular@example.com', 'regular@example.com', 'x', 'customer',
              '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z');
    insert into booking_series (user_id, weeks, created_at)
      select id, 2, '2025-05-01T00:00:00Z' from users;
    insert into pass_types (position, name, sessions, minutes, dogs, price_pence, valid_months, created_at)
      values (1, 'Ten hours', 10, 60, '1-4', 10000, 6, '2025-01-01T00:00:00Z');
    insert into passes (user_id, pass_type_id, name, sessions, minutes, dogs, price_pence,
                        valid_months, status, paid_pence, paid_at, valid_until, created_at)
      select u.id, t.id, t.name, t.sessions, t.minutes, t.dogs, t.price_pence, t.valid_months,
             'active', t.price_pence, '2025-05-01T00:00:00Z', '2025-10-31', '2025-05-01T00:00:00Z'
        from users u, pass_types t;
    insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
                          dogs, status, list_price_pence, price_pence, created_at, series_id, pass_id,
                          hold_expires_at)
    select u.id, b.starts_at, b.starts_at + interval '50 minutes', b.day, b.time, 60, '1-4',
           b.status, 1200, b.price, '2025-05-01T00:00:00Z',
           case when b.kind = 'series' then s.id end, case when b.kind = 'pass' then p.id end,
           case when b.status = 'pending' then '2025-06-01T10:00:00Z'::timestamptz end
      from users u, booking_series s, passes p,
           (values ('2025-06-02T09:00:00Z'::timestamptz, '2025-06-02'::date, '10:00', 'complete', 1200, 'paid'),
                   ('2025-06-09T09:00:00Z', '2025-06-09', '10:00', 'complete', 1200, 'series'),
                   ('2025-06-16T09:00:00Z', '2025-06-16', '10:00', 'complete', 1200, 'series'),
                   ('2025-06-03T09:00:00Z', '2025-06-03', '10:00', 'complete', 0, 'pass'),
                   ('2025-06-04T09:00:00Z', '2025-06-04', '10:00', 'pending', 1200, 'held'))
             as b (starts_at, day, time, status, price, kind);
    insert into waitlist (user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
                          dogs, created_at)
      select id, '2025-06-02T09:00:00Z', '2025-06-02T09:50:00Z', '2025-06-02', '10:00', 60, '1-4',
             '2025-05-02T00:00:00Z' from users;
  `);
}

describe('migration 025: the park’s one field becomes the first of its fields', () => {
  let database: TestDatabase;
  let before: Rows;
  let after: Rows;
  let oldPrices: unknown[];
  let oldHours: unknown[];
  let oldSeasons: unknown[];

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    const { db } = database;
    await db.transaction(async (tx) => {
      for (const migration of migrations.slice(0, FIELDS)) await tx.exec(migration.sql);
      await previousRelease(tx);
    });
    before = await rowsOf(db);
    oldPrices = await db.query('select id, dogs, minutes, pence from prices order by id');
    oldHours = await db.query(
      `select weekday, to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes
         from park_hours order by weekday`,
    );
    oldSeasons = await db.query('select name, starts, ends from park_seasons order by id');
    await db.transaction(async (tx) => {
      for (const migration of migrations.slice(FIELDS)) await tx.exec(migration.sql);
    });
    // Compared on the columns there were: 025 adds the field, and later migrations add more.
    after = columnsOf(before, await rowsOf(db));
  });
  afterAll(() => database?.dispose());

  const firstFieldId = async () => {
    const [row] = await database.db.query<{ id: string | number }>(
      'select id from fields order by position, id limit 1',
    );
    return Number(row?.id);
  };

  it('When it runs, then the park has one field with the rules the park had', async () => {
    expect(
      await database.db.query(
        `select position, name, max_dogs, lengths, start_step_minutes, bands, handover_minutes,
                retired_at from fields`,
      ),
    ).toEqual([
      {
        position: 1,
        name: 'Main field',
        max_dogs: 6,
        lengths: [60],
        start_step_minutes: null,
        bands: ['1-4', '5-6', '7-8'],
        handover_minutes: 10,
        retired_at: null,
      },
    ]);
  });

  it('When it runs, then the field has the park’s prices, with their checkout item ids, and its hours and seasons', async () => {
    const field = await firstFieldId();
    expect(
      await database.db.query(
        `select item_id as id, dogs, minutes, pence from field_prices
          where field_id = $1 and weekend_pence is null order by item_id`,
        [field],
      ),
    ).toEqual(oldPrices);
    expect(
      await database.db.query(
        `select weekday, to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes
           from field_hours where field_id = $1 order by weekday`,
        [field],
      ),
    ).toEqual(oldHours);
    expect(
      await database.db.query(
        'select name, starts, ends from field_seasons where field_id = $1 order by id',
        [field],
      ),
    ).toEqual(oldSeasons);
  });

  it('When it runs, then every booking, hold, series week, pass, waiting place, closed date and gate code is kept as it was, on the first field', async () => {
    for (const table of Object.keys(ON_THE_FIRST_FIELD)) {
      expect(before[table]?.length, `${table} has rows to compare`).toBeGreaterThan(0);
      expect(after[table], table).toEqual(before[table]);
    }
    const field = await firstFieldId();
    for (const table of ['bookings', 'waitlist', 'closed_dates', 'door_codes']) {
      const fields = await database.db.query<{ field_id: string | number }>(
        `select distinct field_id from ${table}`,
      );
      expect(
        fields.map((row) => Number(row.field_id)),
        table,
      ).toEqual([field]);
    }
    for (const table of ['pass_types', 'passes']) {
      const fields = await database.db.query<{ field_ids: (string | number)[] }>(
        `select distinct field_ids from ${table}`,
      );
      expect(
        fields.map((row) => row.field_ids.map(Number)),
        table,
      ).toEqual([[field]]);
    }
  });

  it('When a second field exists, then a booking may overlap one on the other field, never one on its own', async () => {
    const { db } = database;
    const [second] = await db.query<{ id: string | number }>(
      `insert into fields (position, name, max_dogs, lengths, bands, handover_minutes)
       values (2, 'Second', 8, array[60], array['1-8'], 0) returning id`,
    );
    const overlapping = (fieldId: number) =>
      db.query(
        `insert into bookings (user_id, field_id, starts_at, ends_at, local_date, local_time,
                               duration_minutes, dogs, status, list_price_pence, price_pence,
                               created_at)
         select id, $1, '2025-06-02T09:30:00Z', '2025-06-02T10:30:00Z', '2025-06-02', '10:30', 60,
                '1-8', 'complete', 0, 0, now() from users`,
        [fieldId],
      );
    await expect(overlapping(Number(second?.id))).resolves.toBeDefined();
    await expect(overlapping(await firstFieldId())).rejects.toMatchObject({ code: '23P01' });
  });
});
