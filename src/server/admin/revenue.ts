import type { RevenueResponse } from '../../contract/admin';
import { MANUAL_BOOKING_ESTIMATE_PENCE } from '../../domain/adminRules';
import {
  addDays,
  daysInMonth,
  formatYearMonth,
  rollingWindow,
  type YearMonth,
} from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { instantOf } from '../../domain/zonedTime';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { readPublicPark } from '../park/parkSql';

/**
 * A month's takings, summed by PostgreSQL: what was paid in the month (park time) less what
 * was refunded of it; the estimate adds 650 pence for each of the park's own bookings priced
 * 0. Unpaid holds have no payment and never count.
 */
export async function revenue(
  db: Database,
  clock: Clock,
  month: YearMonth | null,
): Promise<RevenueResponse> {
  const park = await readPublicPark(db);
  const today = localDateAt(clock.now(), park.timeZone);
  const chosen = month ?? rollingWindow(today)[0] ?? { year: 2025, month: 1 };
  const first = `${formatYearMonth(chosen)}-01`;
  const from = instantOf(first, '00:00', park.timeZone);
  const to = instantOf(
    addDays(first, daysInMonth(chosen.year, chosen.month)),
    '00:00',
    park.timeZone,
  );

  const [sums] = await db.query<{
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
  const months = await db.query<{ month: string }>(
    `select distinct to_char(paid_at at time zone $1, 'YYYY-MM') as month from payments
     union
     select distinct to_char(local_date, 'YYYY-MM') from bookings where status in ('complete', 'cancelled')`,
    [park.timeZone],
  );
  const choices = new Set([
    ...months.map((row) => row.month),
    ...rollingWindow(today).map(formatYearMonth),
  ]);
  const total = (sums?.paid ?? 0) - (sums?.refunded ?? 0);
  return {
    totalBookings: sums?.total_bookings ?? 0,
    months: [...choices].sort(),
    month: formatYearMonth(chosen),
    totalPence: total,
    estimatePence: total + (sums?.manual_free ?? 0) * MANUAL_BOOKING_ESTIMATE_PENCE,
    refundedPence: sums?.refunded ?? 0,
    manualBookings: sums?.manual_free ?? 0,
  };
}
