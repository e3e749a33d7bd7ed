import type { Sql } from '../../src/server/db/database';

// The benchmark's data, written by set-based SQL (generate_series) so that 100,000 bookings take
// seconds on either database. Everything is derived from the row number, so a run is repeatable.
// Customer n is customer<n>@bench.example with the id md5('bench-user-<n>')::uuid.

export interface SeedSizes {
  users: number;
  bookings: number;
  /** The park's fields: the first field and copies of it (1, the default, is the seed's park). */
  fields?: number;
}

/** The fields in the owner's order; the bookings go round them in the order they are laid out. */
const FIELD_IDS = `(select array_agg(id order by position, id) from fields)`;

/**
 * Fields 2…n, each a copy of the first (its lengths, bands, prices and hours) with a name of
 * its own, so that a busy park's data are spread over many fields.
 */
export function fieldsSql(fields: number): string {
  return `insert into fields (position, name, max_dogs, lengths, start_step_minutes, bands,
                         handover_minutes)
     select f.position + n, 'Field ' || (n + 1), f.max_dogs, f.lengths, f.start_step_minutes,
            f.bands, f.handover_minutes
       from generate_series(1, ${whole(fields - 1)}) as n,
            (select * from fields order by position, id limit 1) as f;
    insert into field_prices (field_id, dogs, minutes, pence, weekend_pence)
     select c.id, p.dogs, p.minutes, p.pence, p.weekend_pence
       from fields c, field_prices p
      where p.field_id = first_field_id() and c.id <> first_field_id();
    insert into field_hours (field_id, weekday, opens, closes)
     select c.id, h.weekday, h.opens, h.closes
       from fields c, field_hours h
      where h.field_id = first_field_id() and c.id <> first_field_id()`;
}

/** The park's own calendar: days and times are the park's, as the app stores them. */
const TODAY = `(now() at time zone (select time_zone from park_settings))::date`;

export const userId = (n: string) => `md5('bench-user-' || ${n})::uuid`;

/** A text constant in SQL. The seeder's texts are its own, but quoting keeps them safe anyway. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const whole = (value: number) => String(Math.max(0, Math.floor(value)));

// The statements run by `exec`, which has no time limit (a query has the app's 3.5 s), so they
// carry their values inline.

export function usersSql(users: number, passwordHash: string): string {
  return `insert into users (id, email, email_key, password_hash, role, created_at, password_changed_at,
                        email_verified_at)
     select ${userId('n')}, 'customer' || n || '@bench.example', 'customer' || n || '@bench.example',
            ${literal(passwordHash)}, 'customer', c, c, c
       from generate_series(1, ${whole(users)}) as n,
            lateral (select now() - (n % 1500) * interval '1 day' as c) as created`;
}

/**
 * Row k of the bookings: 30% complete (paid), 10% cancelled (half of them paid and refunded),
 * 60% expired holds. Expired and cancelled ones may overlap anything; the complete ones are
 * laid out without overlaps: a few on the mornings (06:00–10:00) of the next days, the rest
 * 8 a day, two hours apart, going back from yesterday. Afternoons ahead stay free for Book Now.
 */
function bookingRowsSql(sizes: SeedSizes): string {
  const complete = Math.ceil((sizes.bookings * 3) / 10);
  const ahead = Math.min(Math.floor(complete / 10), 4 * 300);
  const pastDays = Math.ceil((complete - ahead) / 8) + 2;
  return `
    with rows as (
      select k, k % 10 as r, (k / 10) * 3 + (k % 10) as j
        from generate_series(0, ${whole(sizes.bookings - 1)}) as k
    ), placed as (
      select k,
             case when r < 3 then 'complete' when r = 3 then 'cancelled' else 'expired' end as status,
             case
               when r < 3 and j < ${ahead} then ${TODAY} + 1 + j / 4
               when r < 3 then ${TODAY} - 1 - (j - ${ahead}) / 8
               else ${TODAY} + 300 - (k * 7919) % (${pastDays} + 300)
             end as day,
             case
               when r < 3 and j < ${ahead} then time '06:00' + (j % 4) * interval '1 hour'
               when r < 3 then time '06:00' + ((j - ${ahead}) % 8) * interval '2 hours'
               else time '06:00' + ((k * 31) % 32) * interval '30 minutes'
             end as at,
             case when r < 3 and (j < ${ahead} or (j - ${ahead}) % 3 <> 0) then 60 else 30 end
               as minutes,
             (array['1-4', '5-6', '7-8'])[1 + k % 3] as dogs,
             ${userId(`(k * 13) % ${sizes.users} + 1`)} as user_id,
             (${FIELD_IDS})[1 + j % ${whole(sizes.fields ?? 1)}] as field_id
        from rows
    )
    select p.*, pr.pence,
           (p.day + p.at) at time zone (select time_zone from park_settings) as starts_at
      from placed p
      join field_prices pr
        on pr.field_id = p.field_id and pr.dogs = p.dogs and pr.minutes = p.minutes`;
}

export function bookingsSql(sizes: SeedSizes): string {
  return `insert into bookings (field_id, user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
                           dogs, status, hold_expires_at, list_price_pence, price_pence,
                           booking_code, checkout_provider, checkout_reference, created_at,
                           completed_at, cancelled_at, cancel_reason)
     select field_id, user_id, starts_at, starts_at + minutes * interval '1 minute', day,
            to_char(at, 'HH24:MI'), minutes, dogs, status,
            made + interval '30 minutes', pence, pence,
            case when status = 'complete' then lpad(((k * 37) % 10000)::text, 4, '0') end,
            'test', 'tc_bench_' || k, made,
            case when status = 'complete' then made + interval '5 minutes' end,
            case when status = 'cancelled' then made + interval '1 day' end,
            case when status = 'cancelled' then 'Cancelled by the customer' end
       from (${bookingRowsSql(sizes)}) as b,
            lateral (select least(b.starts_at, now()) - (1 + b.k % 20) * interval '1 day' as made)
              as created`;
}

/** A payment for every complete booking and for half the cancelled ones, which are refunded. */
export function paymentsSql(): string {
  return `insert into payments (booking_id, user_id, amount_pence, paid_at, provider, provider_reference,
                           refunded_pence, refund_status, refund_reference, refunded_at)
     select id, user_id, price_pence, created_at + interval '5 minutes', 'test', 'pi_bench_' || id,
            case when status = 'cancelled' then price_pence else 0 end,
            case when status = 'cancelled' then 'done' end,
            case when status = 'cancelled' then 're_bench_' || id end,
            cancelled_at
       from bookings
      where status = 'complete' or (status = 'cancelled' and id % 2 = 0);
    update bookings b set payment_id = p.id from payments p where p.booking_id = b.id;
    insert into refunds (payment_id, booking_id, amount_pence, reason, status, idempotency_key,
                          provider_reference, by_email, created_at, tried_at, done_at)
     select id, booking_id, amount_pence, 'Cancelled by the customer', 'done',
            'bench-refund-' || id, refund_reference, 'Paddock (automatic)',
            refunded_at, refunded_at, refunded_at
       from payments where refund_status = 'done';
    update users u set paid = true, payments = c.n
       from (select user_id, count(*)::int as n from payments group by user_id) as c
      where c.user_id = u.id`;
}

/** Signed-in sessions for customers 1…count, whose cookie tokens are `<prefix><n>`. */
export function sessionsSql(count: number, prefix: string): string {
  return `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, user_agent)
     select encode(sha256(convert_to(${literal(prefix)} || n, 'UTF8')), 'hex'), ${userId('n')},
            now(), now(), now() + interval '7 days', 'bench'
       from generate_series(1, ${whole(count)}) as n`;
}

/** A super admin with two-factor sign-in set up for `totpSecret`. */
export function staffSql(staff: {
  email: string;
  passwordHash: string;
  totpSecret: string;
}): string {
  const { email, passwordHash, totpSecret } = staff;
  return `insert into users (email, email_key, password_hash, role, created_at, password_changed_at,
                        email_verified_at, totp_secret, totp_enabled_at)
     values (${literal(email)}, ${literal(email)}, ${literal(passwordHash)}, 'super-admin', now(),
             now(), now(), ${literal(totpSecret)}, now())`;
}

export async function countRows(sql: Sql): Promise<Record<string, number>> {
  const [row] = await sql.query<Record<string, number>>(
    `select (select count(*)::int from fields) as fields,
            (select count(*)::int from users) as users,
            (select count(*)::int from bookings) as bookings,
            (select count(*)::int from payments) as payments,
            (select count(*)::int from refunds) as refunds`,
  );
  return row ?? {};
}
