import type { AdminBookingCard, ClosedDateRow } from '../../contract/admin';
import { isWithinReach } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { audit } from '../audit/auditSql';
import type { SessionUser } from '../auth/sessionsSql';
import { closeDay } from '../bookings/closures';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { readPublicPark } from '../park/parkSql';
import type { PaymentsContext } from '../payments/paymentsContext';

export async function listClosedDates(db: Database): Promise<ClosedDateRow[]> {
  return db.query<ClosedDateRow>(
    `select to_char(day, 'YYYY-MM-DD') as date, reason from closed_dates order by day`,
  );
}

/** What closing a date would cancel: shown before the super admin confirms. */
export async function bookingsOnDate(
  db: Database,
  date: string,
): Promise<Pick<AdminBookingCard, 'id' | 'who' | 'time' | 'minutes' | 'status'>[]> {
  const rows = await db.query<{
    id: number;
    who: string;
    time: string;
    minutes: number;
    status: AdminBookingCard['status'];
  }>(
    `select b.id, coalesce(u.email, 'Manual Booking') as who, b.local_time as time,
            b.duration_minutes as minutes, b.status
       from bookings b left join users u on u.id = b.user_id
      where b.local_date = $1 and b.status in ('pending', 'complete')
      order by b.starts_at`,
    [date],
  );
  return rows;
}

/** Closes a date, cancelling and refunding its bookings (see closeDay), and notes who did it. */
export async function closeDate(
  context: PaymentsContext,
  actor: SessionUser,
  date: string,
  reason: string,
) {
  const park = await readPublicPark(context.db);
  if (!isWithinReach(date, localDateAt(context.clock.now(), park.timeZone))) {
    const message = 'Choose a day from today to the end of the months open for booking.';
    throw new AppError('request/invalid', 400, message, { date: message });
  }
  const result = await closeDay(context, date, reason);
  await audit(
    context.db,
    actor,
    'date closed',
    `${date} (${reason}): ${result.cancelled} booking(s) cancelled, ${result.refunded} refund(s) made`,
    context.clock.now(),
  );
  return result;
}

export async function reopenDate(
  db: Database,
  actor: SessionUser,
  date: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.query('delete from closed_dates where day = $1 returning day', [date]);
    if (removed.length === 0)
      throw new AppError('admin/not-closed', 404, 'That date is not closed.');
    await audit(tx, actor, 'date reopened', date, now);
  });
}
