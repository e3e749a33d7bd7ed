import type { BookingFilter, BookingOnDate, BookingSearch } from '../../contract/admin';
import {
  BOOKING_COLUMNS,
  type BookingRecord,
  type Row,
  toBooking,
} from '../bookings/bookingRecordSql';
import type { Sql } from '../db/database';
import { containsPattern } from '../db/likePattern';

export interface BookingCardRow extends BookingRecord {
  userEmail: string | null;
  paidPence: number | null;
  refundedPence: number;
}

const GROUPS = {
  today: { where: 'b.local_date = $1', day: 'today', order: 'b.starts_at asc' },
  tomorrow: { where: 'b.local_date = $1', day: 'tomorrow', order: 'b.starts_at asc' },
  upcoming: { where: 'b.local_date > $1', day: 'tomorrow', order: 'b.starts_at asc' },
  past: { where: 'b.local_date < $1', day: 'today', order: 'b.starts_at desc' },
} as const;

const FILTERS: Record<BookingFilter, string> = {
  confirmed: "b.status = 'complete'",
  pending: "b.status = 'pending'",
  cancelled: "b.status = 'cancelled'",
  refunded: 'coalesce(p.refunded, 0) > 0',
  test: 'b.is_test',
  all: 'true',
};

/** What every card and count reads: the customer, and the booking's money summed. */
const FROM = `from bookings b
  left join users u on u.id = b.user_id
  left join lateral (
    select sum(amount_pence)::int as paid, sum(refunded_pence)::int as refunded
      from payments where booking_id = b.id
  ) p on true`;

/**
 * The filter and search as SQL, their values numbered from `first`. A search of digits alone is
 * a booking number (addresses often hold digits too, and would drown the one booking asked for).
 */
function searchClause(search: BookingSearch, first: number): { where: string; values: unknown[] } {
  const shown = `b.status <> 'expired' and ${FILTERS[search.status]}`;
  if (!search.q) return { where: shown, values: [] };
  if (/^\d{1,15}$/.test(search.q)) {
    return { where: `${shown} and b.id = $${first}::bigint`, values: [search.q] };
  }
  return { where: `${shown} and u.email ilike $${first}`, values: [containsPattern(search.q)] };
}

function toCard(
  row: Row & { user_email: string | null; paid: number | null; refunded: number | null },
): BookingCardRow {
  return {
    ...toBooking(row),
    userEmail: row.user_email,
    paidPence: row.paid,
    refundedPence: row.refunded ?? 0,
  };
}

const CARD_COLUMNS = `${BOOKING_COLUMNS.split(',')
  .map((column) => `b.${column.trim()}`)
  .join(', ')}, u.email as user_email, p.paid, p.refunded`;

/** Bookings worth a card for the admin (not lapsed holds), grouped by day, a page at a time. */
export async function bookingCards(
  sql: Sql,
  group: keyof typeof GROUPS,
  days: { today: string; tomorrow: string },
  search: BookingSearch,
  page: { size: number; number: number },
): Promise<{ total: number; rows: BookingCardRow[] }> {
  const { where, day, order } = GROUPS[group];
  const found = searchClause(search, 2);
  const shown = `${found.where} and ${where}`;
  const rows = await sql.query<
    Row & { user_email: string | null; paid: number | null; refunded: number | null }
  >(
    `select ${CARD_COLUMNS} ${FROM}
      where ${shown}
      order by ${order}, b.id
      limit $${found.values.length + 2} offset $${found.values.length + 3}`,
    [days[day], ...found.values, page.size, (page.number - 1) * page.size],
  );
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total ${FROM} where ${shown}`,
    [days[day], ...found.values],
  );
  return { total: count?.total ?? 0, rows: rows.map(toCard) };
}

export async function bookingGroupCounts(
  sql: Sql,
  days: { today: string; tomorrow: string },
  search: BookingSearch,
): Promise<{ today: number; tomorrow: number; upcoming: number; past: number }> {
  const found = searchClause(search, 3);
  const [row] = await sql.query<{
    today: number;
    tomorrow: number;
    upcoming: number;
    past: number;
  }>(
    `select count(*) filter (where b.local_date = $1)::int as today,
            count(*) filter (where b.local_date = $2)::int as tomorrow,
            count(*) filter (where b.local_date > $2)::int as upcoming,
            count(*) filter (where b.local_date < $1)::int as past
       ${FROM} where ${found.where}`,
    [days.today, days.tomorrow, ...found.values],
  );
  return row ?? { today: 0, tomorrow: 0, upcoming: 0, past: 0 };
}

/** Every booking of one customer but lapsed holds, newest first. */
export async function customerBookings(sql: Sql, userId: string): Promise<BookingCardRow[]> {
  const rows = await sql.query<
    Row & { user_email: string | null; paid: number | null; refunded: number | null }
  >(
    `select ${CARD_COLUMNS} ${FROM}
      where b.user_id = $1 and b.status <> 'expired'
      order by b.starts_at desc, b.id desc`,
    [userId],
  );
  return rows.map(toCard);
}

/** What closing a date would cancel: shown before the super admin confirms. */
export async function bookingsOnDate(sql: Sql, date: string): Promise<BookingOnDate[]> {
  return sql.query<BookingOnDate>(
    `select b.id, coalesce(u.email, 'Manual Booking') as who, b.local_time as time,
            b.duration_minutes as minutes, b.status
       from bookings b left join users u on u.id = b.user_id
      where b.local_date = $1 and b.status in ('pending', 'complete')
      order by b.starts_at`,
    [date],
  );
}
