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
 * What was paid in a month (park time, `month` its first day) and refunded of it, with the count
 * of the park's own bookings priced 0, field by field (the park's sums are theirs added up).
 * Unpaid holds have no payment, and a held booking's payment does not count. Read from migration
 * 031's tallies, kept by every write to payments and bookings: one row a field, however many
 * payments the month holds.
 */
export async function fieldSumsOfMonth(sql: Sql, month: string): Promise<FieldSums[]> {
  const rows = await sql.query<{
    field_id: number | string;
    paid: number;
    refunded: number;
    manual_free: number;
  }>(
    `select field_id, paid_pence::int as paid, refunded_pence::int as refunded, manual_free
       from revenue_tallies where month = $1::date`,
    [month],
  );
  return rows.map((row) => ({
    fieldId: Number(row.field_id),
    paid: row.paid,
    refunded: row.refunded,
    manualFree: row.manual_free,
  }));
}

/**
 * Every month (YYYY-MM, park time) with a payment or a booking paid or cancelled: the months
 * of migration 031's tallies, a row a month (and field), however many bookings each holds.
 */
export async function monthsWithMoney(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ month: string }>(
    `select to_char(month, 'YYYY-MM') as month
       from (select month from revenue_tallies where payments > 0
             union
             select month from booking_tallies where bookings > 0) months`,
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
