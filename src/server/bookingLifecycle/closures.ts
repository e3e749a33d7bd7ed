import type { ClosureResult } from '../../contract/admin';
import { namedField } from '../../contract/fieldChoice';
import { isLocalDate } from '../../domain/dates';
import { returnPassSession } from '../bookings/bookingChangesSql';
import { closureEmail } from '../bookings/bookingEmails';
import { lockBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { activeBookingsOn, markCancelled } from '../bookings/holdsSql';
import { locks, takeLocks } from '../db/locks';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { insertClosedDate } from '../park/closedDatesSql';
import { readPublicPark } from '../park/parkSql';
import { owePaymentBack } from '../payments/paymentsSql';
import { settleDueRefunds } from '../payments/refunds';
import { endHold } from './holds';
import type { LifecycleContext } from './lifecycleContext';

/** What closed: the park, or one of its several fields (by name). */
interface Closed {
  reason: string;
  fieldName: string | null;
}

/** Cancels one paid booking of a closed day and owes its money back; false if it was not paid. */
function cancelForClosure(deps: LifecycleContext, id: number, closed: Closed): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (booking?.status !== 'complete') return false;
    const now = deps.clock.now();
    const why = `${closed.fieldName ?? 'the park'} closed: ${closed.reason}`;
    await markCancelled(tx, booking.id, why, now);
    const refundPence = await owePaymentBack(tx, booking.id);
    await returnPassSession(tx, booking.id, now);
    const emails = await emailContextOf(tx, booking, deps.publicUrl, now);
    await enqueueEmail(tx, closureEmail(booking, emails, refundPence, closed.fieldName), now);
    await enqueueOwnerNotice(tx, emails, { kind: 'cancelled', booking, why, refundPence });
    return true;
  });
}

/**
 * The park closes a day, or one field closes (`fieldId`): no more bookings for it, and every
 * booking on it is cancelled, owed back in full and told. Each booking is its own transaction
 * and each refund has its own key, so if this stops half-way, running it again finishes the
 * rest and refunds nobody twice.
 */
export async function closeDay(
  deps: LifecycleContext,
  date: string,
  reason: string,
  fieldId: number | null = null,
): Promise<ClosureResult> {
  if (!isLocalDate(date)) throw new AppError('closure/not-a-date');
  const park = await readPublicPark(deps.db);
  const closing = park.fields.filter((field) => fieldId === null || field.id === fieldId);
  await deps.db.transaction(async (tx) => {
    // In line with anyone booking that day on a field it closes, so nobody slips in between
    // this and the sweep below.
    await takeLocks(
      tx,
      closing.map((field) => locks.bookingDay(field.id, date)),
    );
    await insertClosedDate(tx, date, reason, fieldId);
  });

  // A park of one field names none: its customers read that the park closed, as always.
  const closed = { reason, fieldName: fieldId === null ? null : namedField(park, { fieldId }) };
  let cancelled = 0;
  for (const held of await activeBookingsOn(deps.db, date, fieldId)) {
    const ended =
      held.status === 'pending'
        ? (await endHold(deps, held.id)) === 'expired'
        : await cancelForClosure(deps, held.id, closed);
    if (ended) cancelled += 1;
  }
  deps.outbox.wake();
  const refunded = await settleDueRefunds(deps);
  return { date, cancelled, refunded };
}
