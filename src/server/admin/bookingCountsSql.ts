import type { BookingFilter, BookingSearch } from '../../contract/admin';
import type { Sql } from '../db/database';
import { countFrom, searchClause } from './bookingCardsSql';

export interface GroupCounts {
  today: number;
  tomorrow: number;
  upcoming: number;
  past: number;
}

/**
 * Each filter as it reads migration 031's monthly tallies of confirmed and cancelled bookings;
 * holds are not tallied (`'pending'` matches none). Refunds live on the payments, untallied.
 */
const TALLIED: Partial<Record<BookingFilter, string>> = {
  confirmed: "t.status = 'complete'",
  pending: "t.status = 'pending'",
  cancelled: "t.status = 'cancelled'",
  test: 't.is_test',
  all: 'true',
};

const COUNTS = `count(*) filter (where b.local_date = $1)::int as today,
  count(*) filter (where b.local_date = $2)::int as tomorrow,
  count(*) filter (where b.local_date > $2)::int as upcoming,
  count(*) filter (where b.local_date < $1)::int as past`;

/** The months holding today and tomorrow, `[from, until)`: the ones counted booking by booking. */
const NEAR = `(select date_trunc('month', $1::date)::date as from_month,
  (date_trunc('month', $2::date) + interval '1 month')::date as until_month) near`;

/**
 * The groups' counts from the tallies: every month before today's is past, every month after
 * tomorrow's upcoming; the months of today and tomorrow, and the holds of any month, are
 * counted booking by booking along their indexes. A read costs a month's bookings and the
 * park's months, not every booking it ever had.
 */
async function talliedCounts(
  sql: Sql,
  days: { today: string; tomorrow: string },
  tallied: string,
  filter: string,
): Promise<GroupCounts> {
  const [row] = await sql.query<GroupCounts>(
    `with counted as (
       select ${COUNTS} from (
         select b.local_date from bookings b, ${NEAR}
          where b.local_date >= near.from_month and b.local_date < near.until_month and ${filter}
         union all
         select b.local_date from bookings b, ${NEAR}
          where b.status = 'pending' and ${filter}
            and not (b.local_date >= near.from_month and b.local_date < near.until_month)
       ) b
     ), summed as (
       select coalesce(sum(t.bookings) filter (where t.month < near.from_month), 0)::int as past,
              coalesce(sum(t.bookings) filter (where t.month >= near.until_month), 0)::int as upcoming
         from booking_tallies t, ${NEAR}
        where ${tallied}
     )
     select c.today, c.tomorrow, c.upcoming + s.upcoming as upcoming, c.past + s.past as past
       from counted c, summed s`,
    [days.today, days.tomorrow],
  );
  return row ?? { today: 0, tomorrow: 0, upcoming: 0, past: 0 };
}

/**
 * How many bookings each group holds under the lists' filter and search. A search, or the
 * refunded filter, reads the bookings it matches; the rest read the tallies.
 */
export async function bookingGroupCounts(
  sql: Sql,
  days: { today: string; tomorrow: string },
  search: BookingSearch,
): Promise<GroupCounts> {
  const tallied = TALLIED[search.status];
  if (tallied && !search.q) {
    return talliedCounts(sql, days, tallied, searchClause(search, 3).where);
  }
  const found = searchClause(search, 3);
  const [row] = await sql.query<GroupCounts>(
    `select ${COUNTS} ${countFrom(search)} where ${found.where}`,
    [days.today, days.tomorrow, ...found.values],
  );
  return row ?? { today: 0, tomorrow: 0, upcoming: 0, past: 0 };
}
