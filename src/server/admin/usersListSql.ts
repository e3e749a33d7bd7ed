import type { AdminUserRow } from '../../contract/admin';
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
  };
}

const USER_COLUMNS = `u.id, u.email, u.role, u.is_test, u.created_at,
  u.email_verified_at is not null as email_verified,
  count(b.id) filter (where b.status = 'complete')::int as bookings,
  to_char(min(b.local_date) filter (where b.status = 'complete'), 'YYYY-MM-DD') as first_booking`;

/**
 * Users by their number of paid bookings, most first; ties by the date of their first booking,
 * newest or oldest first (accounts with no booking by when they were made). Counted in SQL.
 * A search keeps the addresses that contain it, case ignored.
 */
export async function listUsers(
  sql: Sql,
  sort: 'newest' | 'oldest',
  search?: string,
): Promise<AdminUserRow[]> {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  const rows = await sql.query<UserRow>(
    `select ${USER_COLUMNS}
       from users u left join bookings b on b.user_id = u.id
      where $1::text is null or u.email ilike $1
      group by u.id
      order by bookings desc,
               coalesce(min(b.local_date) filter (where b.status = 'complete'), u.created_at::date) ${direction},
               u.created_at ${direction}`,
    [search ? containsPattern(search) : null],
  );
  return rows.map(toUser);
}

/** One account as the Users list shows it, with when it was made; null when there is none. */
export async function findUser(
  sql: Sql,
  id: string,
): Promise<(AdminUserRow & { createdAt: string }) | null> {
  const [row] = await sql.query<UserRow>(
    `select ${USER_COLUMNS}
       from users u left join bookings b on b.user_id = u.id
      where u.id = $1
      group by u.id`,
    [id],
  );
  return row ? { ...toUser(row), createdAt: row.created_at.toISOString() } : null;
}
