import type { BookingOnDate } from '../../contract/admin';
import {
  BOOKING_COLUMNS,
  type BookingRecord,
  type Row,
  toBooking,
} from '../bookings/bookingRecordSql';
import type { Sql } from '../db/database';

export interface BookingCardRow extends BookingRecord {
  userEmail: string | null;
}

const GROUPS = {
  today: { where: 'b.local_date = $1', day: 'today', order: 'b.starts_at asc' },
  tomorrow: { where: 'b.local_date = $1', day: 'tomorrow', order: 'b.starts_at asc' },
  upcoming: { where: 'b.local_date > $1', day: 'tomorrow', order: 'b.starts_at asc' },
  past: { where: 'b.local_date < $1', day: 'today', order: 'b.starts_at desc' },
} as const;

/** Bookings worth a card for the admin (not lapsed holds), grouped by day, a page at a time. */
export async function bookingCards(
  sql: Sql,
  group: keyof typeof GROUPS,
  days: { today: string; tomorrow: string },
  page: { size: number; number: number },
): Promise<{ total: number; rows: BookingCardRow[] }> {
  const { where, day, order } = GROUPS[group];
  const shown = `b.status <> 'expired' and ${where}`;
  const columns = BOOKING_COLUMNS.split(',').map((column) => `b.${column.trim()}`);
  const rows = await sql.query<Row & { user_email: string | null }>(
    `select ${columns.join(', ')}, u.email as user_email
       from bookings b left join users u on u.id = b.user_id
      where ${shown}
      order by ${order}, b.id
      limit $2 offset $3`,
    [days[day], page.size, (page.number - 1) * page.size],
  );
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from bookings b where ${shown}`,
    [days[day]],
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => ({ ...toBooking(row), userEmail: row.user_email })),
  };
}

export async function bookingGroupCounts(
  sql: Sql,
  days: { today: string; tomorrow: string },
): Promise<{ today: number; tomorrow: number; upcoming: number; past: number }> {
  const [row] = await sql.query<{
    today: number;
    tomorrow: number;
    upcoming: number;
    past: number;
  }>(
    `select count(*) filter (where local_date = $1)::int as today,
            count(*) filter (where local_date = $2)::int as tomorrow,
            count(*) filter (where local_date > $2)::int as upcoming,
            count(*) filter (where local_date < $1)::int as past
       from bookings where status <> 'expired'`,
    [days.today, days.tomorrow],
  );
  return row ?? { today: 0, tomorrow: 0, upcoming: 0, past: 0 };
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
