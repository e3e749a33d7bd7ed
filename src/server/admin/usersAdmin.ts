import type { AdminUserRow } from '../../contract/admin';
import type { Role } from '../../domain/accounts';
import { changeUserRole } from '../auth/roles';
import type { SessionUser } from '../auth/sessionsSql';
import type { Database } from '../db/database';
import { AppError } from '../errors';

/**
 * Users by their number of paid bookings, most first; ties by the date of their first booking,
 * newest or oldest first (accounts with no booking by when they were made). Counted in SQL.
 */
export async function listUsers(db: Database, sort: 'newest' | 'oldest'): Promise<AdminUserRow[]> {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  const rows = await db.query<{
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

/**
 * A super admin changes someone's role; never their own, so nobody locks themselves out, and
 * never to staff before the address is verified.
 */
export async function changeRole(
  db: Database,
  actor: SessionUser,
  userId: string,
  role: Role,
  now: Date,
): Promise<void> {
  if (userId === actor.id)
    throw new AppError('admin/own-role', 400, "You can't change your own role.");
  await db.transaction((tx) => changeUserRole(tx, actor, userId, role, now));
}
