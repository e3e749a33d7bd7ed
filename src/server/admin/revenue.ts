import type { RevenueResponse } from '../../contract/admin';
import type { PublicPark } from '../../contract/park';
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
import {
  completeBookings,
  type FieldSums,
  fieldSumsOfMonth,
  monthsWithMoney,
  passSumsBetween,
} from './revenueSql';

/**
 * The month's takings of each field, in the owner's order, where the park has several; none in
 * a park of one field, whose takings are the park's.
 */
function takingsByField(park: PublicPark, sums: FieldSums[]): RevenueResponse['fields'] {
  if (park.fields.length < 2) return [];
  return park.fields.map((field) => {
    const own = sums.find((sum) => sum.fieldId === field.id);
    const total = (own?.paid ?? 0) - (own?.refunded ?? 0);
    return {
      fieldId: field.id,
      name: field.name,
      totalPence: total,
      estimatePence: total + (own?.manualFree ?? 0) * MANUAL_BOOKING_ESTIMATE_PENCE,
    };
  });
}

/** The park's sums: its fields' added up. */
function parkSums(sums: FieldSums[]): Omit<FieldSums, 'fieldId'> {
  return sums.reduce(
    (park, field) => ({
      paid: park.paid + field.paid,
      refunded: park.refunded + field.refunded,
      manualFree: park.manualFree + field.manualFree,
    }),
    { paid: 0, refunded: 0, manualFree: 0 },
  );
}

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

  const byField = await fieldSumsOfMonth(db, first);
  const sums = parkSums(byField);
  const months = await monthsWithMoney(db);
  const window = rollingWindow(today, park.bookingWindowMonths).map(formatYearMonth);
  const choices = new Set([...months, ...window]);
  const total = sums.paid - sums.refunded;
  const passes = await passSumsBetween(db, from, to);
  return {
    totalBookings: await completeBookings(db),
    months: [...choices].sort(),
    month: formatYearMonth(chosen),
    totalPence: total,
    estimatePence: total + sums.manualFree * MANUAL_BOOKING_ESTIMATE_PENCE,
    refundedPence: sums.refunded,
    manualBookings: sums.manualFree,
    fields: takingsByField(park, byField),
    passes: {
      sold: passes.sold,
      paidPence: passes.paid,
      refundedPence: passes.refunded,
      withBookingsPence: total + passes.paid - passes.refunded,
    },
  };
}
