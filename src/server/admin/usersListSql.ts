import type { AdminUserRow } from '../../contract/admin';
import type { Role } from '../../domain/accounts';
import type { Sql } from '../db/database';

/**
 * Users by their number of paid bookings, most first; ties by the date of their first booking,
 * newest or oldest first (accounts with no booking by when they were made). Counted in SQL.
 */
export async function listUsers(sql: Sql, sort: 'newest' | 'oldest'): Promise<AdminUserRow[]> {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  const rows = await sql.query<{
    id: string;
    email: string;
    role: Role;
    bookings: number;
    first_booking: string | null;
    is_test: boolean;
    email_verified: boolean;
  }>(
    `select u.id, u.email, u.role, u.is_test, u.email_verified_at is not null as email_verified,
            count(b.id) filter (where b.status = 'complete')::int as bookings,
            to_char(min(b.local_date) filter (where b.status = 'complete'), 'YYYY-MM-DD') as first_booking
       from users u left join bookings b on b.user_id = u.id
      group by u.id
      order by bookings desc,
               coalesce(min(b.local_date) filter (where b.status = 'complete'), u.created_at::date) ${direction},
               u.created_at ${direction}`,
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    bookings: row.bookings,
    firstBooking: row.first_booking,
    isTest: row.is_test,
    emailVerified: row.email_verified,
  }));
}
