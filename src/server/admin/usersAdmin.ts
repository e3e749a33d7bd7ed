import type { AdminUserRow } from '../../contract/admin';
import type { Role } from '../../domain/accounts';
import type { SessionUser } from '../auth/sessionsSql';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { audit } from './auditSql';

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
  }>(
    `select u.id, u.email, u.role, u.is_test,
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
  }));
}

/** A super admin changes someone's role; never their own, so nobody locks themselves out. */
export async function changeRole(
  db: Database,
  actor: SessionUser,
  userId: string,
  role: Role,
  now: Date,
): Promise<void> {
  if (userId === actor.id)
    throw new AppError('admin/own-role', 400, "You can't change your own role.");
  await db.transaction(async (tx) => {
    const [user] = await tx.query<{ email: string; role: Role }>(
      'update users set role = $2 where id = $1 returning email, role',
      [userId, role],
    );
    if (!user) throw new AppError('admin/no-such-user', 404, 'There is no such user.');
    await audit(tx, actor, 'role changed', `${user.email} is now ${role}`, now);
  });
}
