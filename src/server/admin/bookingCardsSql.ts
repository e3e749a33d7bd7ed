import type { BookingFilter, BookingOnDate, BookingSearch } from '../../contract/admin';
import type { PassPaid } from '../../contract/passes';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_NAME,
  CUSTOMER_WHO,
  type CustomerColumns,
  customerOf,
} from '../bookings/bookingCustomerSql';
import {
  BOOKING_COLUMNS,
  type BookingRecord,
  type Row,
  toBooking,
} from '../bookings/bookingRecordSql';
import type { Sql } from '../db/database';
import { containsPattern } from '../db/likePattern';
import {
  PASS_PAID_COLUMNS,
  PASS_PAID_JOIN,
  type PassPaidRow,
  passPaidOf,
} from '../passes/passPaidSql';

export interface BookingCardRow extends BookingRecord {
  who: string;
  customerName: string | null;
  customerMobile: string | null;
  paidPence: number | null;
  refundedPence: number;
  pass: PassPaid | null;
}

/**
 * Each group pages along the day, then the start, then the number: the order of the indexes of
 * migration 016, so a page is read from where the last one ended. `$1` is the group's day.
 */
const FORWARD = { order: 'b.local_date, b.starts_at, b.id', after: '>' } as const;
const BACKWARD = {
  order: 'b.local_date desc, b.starts_at desc, b.id desc',
  after: '<',
} as const;
const GROUPS = {
  today: { where: 'b.local_date = $1', day: 'today', ...FORWARD },
  tomorrow: { where: 'b.local_date = $1', day: 'tomorrow', ...FORWARD },
  upcoming: { where: 'b.local_date > $1', day: 'tomorrow', ...FORWARD },
  past: { where: 'b.local_date < $1', day: 'today', ...BACKWARD },
} as const;

const FILTERS: Record<BookingFilter, string> = {
  confirmed: "b.status = 'complete'",
  pending: "b.status = 'pending'",
  cancelled: "b.status = 'cancelled'",
  refunded: 'coalesce(p.refunded, 0) > 0',
  test: 'b.is_test',
  all: 'true',
};

/** What every card reads: the customer, and the booking's money summed. */
const FROM = `from bookings b
  left join users u on u.id = b.user_id
  left join lateral (
    select sum(amount_pence)::int as paid, sum(refunded_pence)::int as refunded
      from payments where booking_id = b.id
  ) p on true
  ${PASS_PAID_JOIN}`;

const isBookingNumber = (q: string) => /^\d{1,15}$/.test(q);

/** What a count reads: the customer and the money only when the filter or search asks. */
export function countFrom(search: BookingSearch): string {
  const customer =
    search.q && !isBookingNumber(search.q) ? 'left join users u on u.id = b.user_id' : '';
  const money =
    search.status === 'refunded'
      ? `left join lateral (
          select sum(refunded_pence)::int as refunded from payments where booking_id = b.id
        ) p on true`
      : '';
  return `from bookings b ${customer} ${money}`;
}

/**
 * The filter and search as SQL, their values numbered from `first`. A search of digits alone is
 * a booking number (addresses often hold digits too, and would drown the one booking asked for).
 */
export function searchClause(
  search: BookingSearch,
  first: number,
): { where: string; values: unknown[] } {
  const shown = `b.status <> 'expired' and ${FILTERS[search.status]}`;
  if (!search.q) return { where: shown, values: [] };
  if (isBookingNumber(search.q)) {
    return { where: `${shown} and b.id = $${first}::bigint`, values: [search.q] };
  }
  const customer = `(u.email ilike $${first} or ${CUSTOMER_NAME} ilike $${first} or b.customer_email ilike $${first})`;
  return { where: `${shown} and ${customer}`, values: [containsPattern(search.q)] };
}

type CardRow = Row &
  CustomerColumns &
  PassPaidRow & { paid: number | null; refunded: number | null };

function toCard(row: CardRow): BookingCardRow {
  return {
    ...toBooking(row),
    who: row.who,
    ...customerOf(row),
    paidPence: row.paid,
    refundedPence: row.refunded ?? 0,
    pass: passPaidOf(row),
  };
}

const CARD_COLUMNS = `${BOOKING_COLUMNS.split(',')
  .map((column) => `b.${column.trim()}`)
  .join(', ')}, ${CUSTOMER_COLUMNS}, p.paid, p.refunded, ${PASS_PAID_COLUMNS}`;

/** Where the last card stands in its group's order, exactly as stored. */
const KEY_COLUMNS = `to_char(b.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as starts_key`;

export type BookingGroupKey = keyof typeof GROUPS;

/**
 * Bookings worth a card for the admin (not lapsed holds), grouped by day, a page at a time from
 * after `after` (the group's day, start and number of the card before).
 */
export async function bookingCards(
  sql: Sql,
  group: BookingGroupKey,
  days: { today: string; tomorrow: string },
  search: BookingSearch,
  page: { size: number; after: readonly [string, string, number] | undefined },
): Promise<{ rows: BookingCardRow[]; nextKey: [string, string, number] | null }> {
  const { where, day, order, after } = GROUPS[group];
  const found = searchClause(search, 2);
  const at = found.values.length + 2;
  const from = page.after
    ? ` and (b.local_date, b.starts_at, b.id) ${after} ($${at}::date, $${at + 1}::timestamptz, $${at + 2}::bigint)`
    : '';
  const rows = await sql.query<CardRow & { starts_key: string }>(
    `select ${CARD_COLUMNS}, ${KEY_COLUMNS} ${FROM}
      where ${found.where} and ${where}${from}
      order by ${order}
      limit ${page.size + 1}`,
    [days[day], ...found.values, ...(page.after ?? [])],
  );
  const shown = rows.slice(0, page.size);
  const last = shown.at(-1);
  return {
    rows: shown.map(toCard),
    nextKey: rows.length > page.size && last ? [last.local_date, last.starts_key, last.id] : null,
  };
}

/** One customer's latest `limit` bookings but lapsed holds, newest first. */
export async function customerBookings(
  sql: Sql,
  userId: string,
  limit: number,
): Promise<BookingCardRow[]> {
  const rows = await sql.query<CardRow>(
    `select ${CARD_COLUMNS} ${FROM}
      where b.user_id = $1 and b.status <> 'expired'
      order by b.starts_at desc, b.id desc
      limit $2`,
    [userId, limit],
  );
  return rows.map(toCard);
}

/** All of one customer's bookings but lapsed holds: how many, and what was paid and refunded. */
export async function customerTotals(
  sql: Sql,
  userId: string,
): Promise<{ bookings: number; paidPence: number; refundedPence: number }> {
  const [row] = await sql.query<{ bookings: number; paid: number; refunded: number }>(
    `select count(*)::int as bookings, coalesce(sum(p.paid), 0)::int as paid,
            coalesce(sum(p.refunded), 0)::int as refunded
       ${FROM}
      where b.user_id = $1 and b.status <> 'expired'`,
    [userId],
  );
  return {
    bookings: row?.bookings ?? 0,
    paidPence: row?.paid ?? 0,
    refundedPence: row?.refunded ?? 0,
  };
}

/**
 * What closing a date would cancel, of one field or of every field (`fieldId` null): shown
 * before the super admin confirms.
 */
export async function bookingsOnDate(
  sql: Sql,
  date: string,
  fieldId: number | null,
): Promise<(BookingOnDate & { fieldId: number })[]> {
  const rows = await sql.query<BookingOnDate & { field_id: number | string }>(
    `select b.id, ${CUSTOMER_WHO} as who, b.local_time as time,
            b.duration_minutes as minutes, b.status, b.field_id
       from bookings b left join users u on u.id = b.user_id
      where b.local_date = $1 and b.status in ('pending', 'complete')
        ${fieldId === null ? '' : 'and b.field_id = $2'}
      order by b.starts_at, b.id`,
    fieldId === null ? [date] : [date, fieldId],
  );
  return rows.map(({ field_id, ...row }) => ({ ...row, fieldId: Number(field_id) }));
}
