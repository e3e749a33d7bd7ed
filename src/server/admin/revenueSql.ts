import type { Sql } from '../db/database';

/**
 * Complete bookings of all time, from migration 031's monthly tallies (kept by every write to
 * bookings): a read adds one row a month rather than counting every booking ever paid.
 */
export async function completeBookings(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ bookings: number }>(
    `select coalesce(sum(bookings), 0)::int as bookings from booking_tallies where status = 'complete'`,
  );
  return row?.bookings ?? 0;
}

/** What one field took between two instants: paid, refunded, and its free manual bookings. */
export interface FieldSums {
  fieldId: number;
  paid: number;
  refunded: number;
  manualFree: number;
}

/**
 * What was paid between two instants and refunded of it, with the count of the park's own
 * bookings priced 0, field by field (the park's sums are theirs added up). Unpaid holds have no
 * payment and never count. The month's payments are found by time and each looks up its own
 * booking (`offset 0` keeps the planner from joining the whole bookings table instead, which it
 * prefers on PGlite's costs and which grows with every year kept), so a month costs what it holds.
 */
export async function fieldSumsBetween(sql: Sql, from: Date, to: Date): Promise<FieldSums[]> {
  const rows = await sql.query<{
    field_id: number | string;
    paid: number;
    refunded: number;
    manual_free: number;
  }>(
    `select b.field_id,
            coalesce(sum(p.amount_pence), 0)::int as paid,
            coalesce(sum(p.refunded_pence), 0)::int as refunded,
            count(*) filter (where b.is_manual and b.price_pence = 0)::int as manual_free
       from payments p
       cross join lateral (
         select b.field_id, b.is_manual, b.price_pence from bookings b
          where b.id = p.booking_id and b.status <> 'pending' offset 0
       ) b
      where p.paid_at >= $1 and p.paid_at < $2
      group by b.field_id`,
    [from, to],
  );
  return rows.map((row) => ({
    fieldId: Number(row.field_id),
    paid: row.paid,
    refunded: row.refunded,
    manualFree: row.manual_free,
  }));
}

/**
 * Every month (YYYY-MM, park time) with a payment or a booking paid or cancelled. Read as a
 * skip along the indexes (payments by time, bookings by day): one look-up per month found,
 * however many rows each month holds.
 */
export async function monthsWithMoney(sql: Sql, timeZone: string): Promise<string[]> {
  const rows = await sql.query<{ month: string }>(
    `with recursive paid (month) as (
       select date_trunc('month', min(paid_at) at time zone $1) from payments
       union all
       select (select date_trunc('month', min(p.paid_at) at time zone $1) from payments p
                where p.paid_at >= (paid.month + interval '1 month') at time zone $1)
         from paid where paid.month is not null
     ), booked (month) as (
       select date_trunc('month', min(local_date)::timestamp) from bookings
        where status in ('complete', 'cancelled')
       union all
       select (select date_trunc('month', min(b.local_date)::timestamp) from bookings b
                where b.status in ('complete', 'cancelled')
                  and b.local_date >= (booked.month + interval '1 month')::date)
         from booked where booked.month is not null
     )
     select to_char(month, 'YYYY-MM') as month from paid where month is not null
     union
     select to_char(month, 'YYYY-MM') from booked where month is not null`,
    [timeZone],
  );
  return rows.map((row) => row.month);
}

/**
 * Session passes paid for between two instants, and what of them was refunded: by payment date,
 * as the bookings' takings are (decision 037), so a refund counts in the month of its pass.
 */
export async function passSumsBetween(
  sql: Sql,
  from: Date,
  to: Date,
): Promise<{ sold: number; paid: number; refunded: number }> {
  const [row] = await sql.query<{ sold: number; paid: number; refunded: number }>(
    `select count(*)::int as sold, coalesce(sum(paid_pence), 0)::int as paid,
            coalesce(sum(refunded_pence), 0)::int as refunded
       from passes where status = 'active' and paid_at >= $1 and paid_at < $2`,
    [from, to],
  );
  return row ?? { sold: 0, paid: 0, refunded: 0 };
}
