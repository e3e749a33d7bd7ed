import type { Sql } from '../db/database';

export interface MonthSums {
  totalBookings: number;
  paid: number;
  refunded: number;
  manualFree: number;
}

/**
 * Summed by PostgreSQL: complete bookings of all time, and what was paid between two instants
 * and refunded of it, with the count of the park's own bookings priced 0. Unpaid holds have no
 * payment and never count.
 */
export async function sumsBetween(sql: Sql, from: Date, to: Date): Promise<MonthSums> {
  const [row] = await sql.query<{
    total_bookings: number;
    paid: number;
    refunded: number;
    manual_free: number;
  }>(
    `select
       (select count(*)::int from bookings where status = 'complete') as total_bookings,
       coalesce(sum(p.amount_pence), 0)::int as paid,
       coalesce(sum(p.refunded_pence), 0)::int as refunded,
       count(*) filter (where b.is_manual and b.price_pence = 0)::int as manual_free
     from payments p join bookings b on b.id = p.booking_id
     where p.paid_at >= $1 and p.paid_at < $2 and b.status <> 'pending'`,
    [from, to],
  );
  return {
    totalBookings: row?.total_bookings ?? 0,
    paid: row?.paid ?? 0,
    refunded: row?.refunded ?? 0,
    manualFree: row?.manual_free ?? 0,
  };
}

/** Every month (YYYY-MM, park time) with a payment or a booking paid or cancelled. */
export async function monthsWithMoney(sql: Sql, timeZone: string): Promise<string[]> {
  const rows = await sql.query<{ month: string }>(
    `select distinct to_char(paid_at at time zone $1, 'YYYY-MM') as month from payments
     union
     select distinct to_char(local_date, 'YYYY-MM') from bookings where status in ('complete', 'cancelled')`,
    [timeZone],
  );
  return rows.map((row) => row.month);
}
