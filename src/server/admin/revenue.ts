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
import type { Database } from '../db/database';
import { readPublicPark } from '../park/parkSql';
import type { Clock } from '../platform/clock';
import { monthsWithMoney, sumsBetween } from './revenueSql';

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
  const chosen = month ??
    rollingWindow(today, park.bookingWindowMonths)[0] ?? { year: 2025, month: 1 };
  const first = `${formatYearMonth(chosen)}-01`;
  const from = instantOf(first, '00:00', park.timeZone);
  const to = instantOf(
    addDays(first, daysInMonth(chosen.year, chosen.month)),
    '00:00',
    park.timeZone,
  );

  const sums = await sumsBetween(db, from, to);
  const months = await monthsWithMoney(db, park.timeZone);
  const window = rollingWindow(today, park.bookingWindowMonths).map(formatYearMonth);
  const choices = new Set([...months, ...window]);
  const total = sums.paid - sums.refunded;
  return {
    totalBookings: sums.totalBookings,
    months: [...choices].sort(),
    month: formatYearMonth(chosen),
    totalPence: total,
    estimatePence: total + sums.manualFree * MANUAL_BOOKING_ESTIMATE_PENCE,
    refundedPence: sums.refunded,
    manualBookings: sums.manualFree,
  };
}
