import type { AdminUserRow, AdminUsersPage, UserCursor } from '../../contract/admin';
import { encodeCursor } from '../../contract/cursor';
import type { Role } from '../../domain/accounts';
import type { Sql } from '../db/database';
import { containsPattern } from '../db/likePattern';

interface UserRow {
  id: string;
  email: string;
  role: Role;
  bookings: number;
  first_booking: string | null;
  is_test: boolean;
  email_verified: boolean;
  created_at: Date;
  contact_name: string | null;
  mobile: string | null;
}

/** The sort key of a row, exactly as stored, for the cursor after it. */
interface KeyColumns {
  list_date: string;
  created_key: string;
}

function toUser(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    bookings: row.bookings,
    firstBooking: row.first_booking,
    isTest: row.is_test,
    emailVerified: row.email_verified,
    customerName: row.contact_name,
    customerMobile: row.mobile,
  };
}

// The count and first date are kept on the account by migration 016's triggers.
const USER_COLUMNS = `u.id, u.email, u.role, u.is_test, u.created_at, u.contact_name, u.mobile,
  u.email_verified_at is not null as email_verified,
  u.paid_bookings as bookings,
  to_char(u.first_paid_booking, 'YYYY-MM-DD') as first_booking`;

/** A search finds a user by part of their address or of their name (decision 125). */
const MATCHES = '(u.email ilike $1 or u.contact_name ilike $1)';

const KEY_COLUMNS = `u.list_date,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key`;

/**
 * Both orders put the most paid bookings first, then run the dates the chosen way; each reads
 * one index of migration 016 from where the last page ended (the `after` values from `$n` on).
 */
const ORDERS = {
  newest: {
    after: (n: number) =>
      `(u.paid_bookings, u.list_date, u.created_at, u.id) < ($${n}::int, $${n + 1}::date, $${n + 2}::timestamptz, $${n + 3}::uuid)`,
    order: 'u.paid_bookings desc, u.list_date desc, u.created_at desc, u.id desc',
  },
  oldest: {
    after: (n: number) =>
      `(-u.paid_bookings, u.list_date, u.created_at, u.id) > (-$${n}::int, $${n + 1}::date, $${n + 2}::timestamptz, $${n + 3}::uuid)`,
    order: '-u.paid_bookings, u.list_date, u.created_at, u.id',
  },
} as const;

/**
 * A deleted account leaves the list (decision 127): its row stays, anonymised, for the books
 * (decision 086), and Activity keeps its trace.
 */
const LIVE = 'u.deleted_at is null';

export interface UsersQuery {
  sort: 'newest' | 'oldest';
  q?: string | undefined;
  after?: UserCursor | undefined;
}

/**
 * The rows of a page, one more than asked (to know whether another follows), with the number of
 * users the search keeps. Without a search the page is read along the order's index and the
 * users counted apart; with one, the matching users are found and counted in one pass and only
 * they are sorted (a search walking the index would skip most of the table to fill a page).
 */
async function pageRows(sql: Sql, query: UsersQuery, size: number) {
  const { after, order } = ORDERS[query.sort];
  const values = query.after ? query.after.slice(1) : [];
  if (query.q) {
    const keyset = query.after ? `where ${after(2)}` : '';
    const rows = await sql.query<UserRow & KeyColumns & { total: number }>(
      `select * from (
         select ${USER_COLUMNS}, ${KEY_COLUMNS}, u.paid_bookings, count(*) over ()::int as total
           from users u where ${MATCHES} and ${LIVE}
       ) u
       ${keyset}
       order by ${order}
       limit ${size + 1}`,
      [containsPattern(query.q), ...values],
    );
    const total = rows[0]?.total ?? (query.after ? await countMatching(sql, query.q) : 0);
    return { rows, total };
  }
  const rows = await sql.query<UserRow & KeyColumns>(
    `select ${USER_COLUMNS}, ${KEY_COLUMNS}
       from users u
      where ${LIVE}${query.after ? ` and ${after(1)}` : ''}
      order by ${order}
      limit ${size + 1}`,
    values,
  );
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from users u where ${LIVE}`,
  );
  return { rows, total: count?.total ?? 0 };
}

/** A page after the cursor may find none left (the users changed) to carry the count. */
async function countMatching(sql: Sql, q: string): Promise<number> {
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from users u where ${MATCHES} and ${LIVE}`,
    [containsPattern(q)],
  );
  return count?.total ?? 0;
}

/**
 * A page of users by their number of paid bookings, most first; ties by the date of their first
 * booking, newest or oldest first (accounts with no booking by when they were made). A search
 * keeps the addresses that contain it, case ignored.
 */
export async function usersPage(
  sql: Sql,
  query: UsersQuery,
  size: number,
): Promise<AdminUsersPage> {
  const { rows, total } = await pageRows(sql, query, size);
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    users: shown.map(toUser),
    pageSize: size,
    total,
    next:
      rows.length > size && last
        ? encodeCursor([query.sort, last.bookings, last.list_date, last.created_key, last.id])
        : null,
  };
}

/** One account as the Users list shows it, with when it was made; null when there is none. */
export async function findUser(
  sql: Sql,
  id: string,
): Promise<(AdminUserRow & { createdAt: string }) | null> {
  const [row] = await sql.query<UserRow>(`select ${USER_COLUMNS} from users u where u.id = $1`, [
    id,
  ]);
  return row ? { ...toUser(row), createdAt: row.created_at.toISOString() } : null;
}
