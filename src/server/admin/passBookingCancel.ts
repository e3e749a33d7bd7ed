import type { BookingDetail, PassCancelRequest } from '../../contract/bookingDetail';
import { cancellationTerms } from '../../domain/cancellation';
import { type Actor, audit } from '../audit/auditSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { returnPassSession } from '../bookings/bookingChangesSql';
import { parkCancelledPassBookingEmail } from '../bookings/bookingEmails';
import { type BookingRecord, lockBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { markCancelled } from '../bookings/holdsSql';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { readPublicPark } from '../park/parkSql';
import { bookingDetail } from './bookingDetail';

/** Only a pass booking still to be had: a paid one goes through the refund form instead. */
function cancellable(booking: BookingRecord | null, now: Date): BookingRecord {
  if (!booking) throw new AppError('booking/not-found');
  if (booking.passId === null) throw new AppError('refund/not-a-pass-booking');
  if (booking.status !== 'complete' || booking.endsAt <= now) {
    throw new AppError('refund/cannot-cancel');
  }
  return booking;
}

/**
 * Staff cancel a booking paid with a pass, which has no payment to refund (decision 127). Its
 * session goes back as it would had the customer cancelled then (in time: back; later: kept),
 * or always when staff choose to give it back. In one transaction with the booking locked: the
 * customer's e-mail, the owner's notice and Activity. Answers the booking as it now stands.
 */
export async function cancelPassBooking(
  deps: LifecycleContext,
  actor: Actor,
  bookingId: number,
  request: Required<PassCancelRequest>,
): Promise<BookingDetail> {
  const park = await readPublicPark(deps.db);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const booking = cancellable(await lockBooking(tx, bookingId), now);
    const inTime =
      cancellationTerms(booking.startsAt, now, park.cancellationCutoffHours) === 'full-refund';
    const returned = inTime || request.giveSessionBack;
    const why = `cancelled by the park: ${request.reason}`;
    await markCancelled(tx, booking.id, why, now);
    if (returned) await returnPassSession(tx, booking.id, now);
    const emails = await emailContextOf(tx, booking, deps.publicUrl, now);
    const told = { reason: request.reason, returned };
    await enqueueEmail(tx, parkCancelledPassBookingEmail(booking, emails, told), now);
    const cancelled = { ...booking, status: 'cancelled' as const };
    const notice = {
      kind: 'cancelled',
      booking: cancelled,
      why,
      refundPence: 0,
      returned,
    } as const;
    await enqueueOwnerNotice(tx, emails, notice);
    const session = returned
      ? `session given back to pass ${booking.passId}${inTime ? '' : ' (staff chose to)'}`
      : `session kept: inside the ${park.cancellationCutoffHours} hours`;
    await audit(
      tx,
      actor,
      'pass booking cancelled',
      `booking ${booking.id}: ${session}; reason: ${request.reason}`,
      now,
      booking.id,
    );
  });
  deps.outbox.wake();
  deps.waitlist.wake();
  return bookingDetail(deps, bookingId);
}
