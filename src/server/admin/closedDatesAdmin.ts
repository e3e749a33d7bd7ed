import { isWithinReach } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { type Actor, audit } from '../audit/auditSql';
import { closeDay } from '../bookingLifecycle/closures';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { deleteClosedDate } from '../park/closedDatesSql';
import { readPublicPark } from '../park/parkSql';

/** Closes a date, cancelling and refunding its bookings (see closeDay), and notes who did it. */
export async function closeDate(
  context: LifecycleContext,
  actor: Actor,
  date: string,
  reason: string,
) {
  const park = await readPublicPark(context.db);
  const today = localDateAt(context.clock.now(), park.timeZone);
  if (!isWithinReach(date, today, park.bookingWindowMonths)) {
    const message = 'Choose a day from today to the end of the months open for booking.';
    throw new AppError('request/invalid', message, { date: message });
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
  actor: Actor,
  date: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteClosedDate(tx, date))) throw new AppError('admin/not-closed');
    await audit(tx, actor, 'date reopened', date, now);
  });
}
