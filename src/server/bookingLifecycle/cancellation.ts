import { type CancellationTerms, cancellationTerms } from '../../domain/cancellation';
import type { SessionUser } from '../auth/sessionsSql';
import { returnPassSession } from '../bookings/bookingChangesSql';
import { cancellationEmail } from '../bookings/bookingEmails';
import { type BookingRecord, lockBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { markCancelled } from '../bookings/holdsSql';
import { mustBeTheirsToChange } from '../bookings/ownBooking';
import type { Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { readPublicPark } from '../park/parkSql';
import { owePaymentBack } from '../payments/paymentsSql';
import { settleDueRefunds } from '../payments/refunds';
import type { LifecycleContext } from './lifecycleContext';

/** The terms that apply now, if the booking may be cancelled at all. */
function termsNow(
  booking: BookingRecord,
  cutoffHours: number,
  expected: 'full-refund' | 'no-refund',
  now: Date,
): Exclude<CancellationTerms, 'started'> {
  if (booking.status !== 'complete') throw new AppError('booking/not-cancellable');
  const terms = cancellationTerms(booking.startsAt, now, cutoffHours);
  if (terms === 'started') throw new AppError('booking/started');
  if (terms !== expected) {
    throw new AppError(
      'booking/terms-changed',
      `The cancellation terms have changed: it is now less than ${cutoffHours} hours before the start.`,
    );
  }
  return terms;
}

async function cancelUnderTerms(
  deps: LifecycleContext,
  tx: Sql,
  booking: BookingRecord,
  terms: 'full-refund' | 'no-refund',
  now: Date,
): Promise<number> {
  const why =
    terms === 'full-refund' ? 'cancelled by the customer' : 'cancelled late by the customer';
  await markCancelled(tx, booking.id, why, now);
  const refundPence = terms === 'full-refund' ? await owePaymentBack(tx, booking.id) : 0;
  // A session taken from a pass goes back to it on the same terms a payment would.
  if (terms === 'full-refund') await returnPassSession(tx, booking.id, now);
  const emails = await emailContextOf(tx, booking, deps.publicUrl, now);
  // Nothing owed in time though it was paid for: staff had refunded it all already (for a
  // pass: the session went back).
  const refundedAlready =
    terms === 'full-refund' &&
    refundPence === 0 &&
    (booking.pricePence > 0 || booking.passId !== null);
  await enqueueEmail(tx, cancellationEmail(booking, emails, refundPence, refundedAlready), now);
  await enqueueOwnerNotice(tx, emails, { kind: 'cancelled', booking, why, refundPence });
  return refundPence;
}

/**
 * Cancels a paid booking that has not started. At least the cut-off before the start, the
 * customer gets everything back; later, nothing, but the slot is freed all the same. Two calls
 * at once cancel and refund once: the booking's row lock puts them in line.
 */
export async function cancelBooking(
  deps: LifecycleContext,
  user: SessionUser,
  id: number,
  expected: 'full-refund' | 'no-refund',
): Promise<{ refundPence: number }> {
  const park = await readPublicPark(deps.db);
  const result = await deps.db.transaction(async (tx) => {
    const booking = mustBeTheirsToChange(await lockBooking(tx, id), user);
    if (booking.status === 'cancelled') return { refundPence: 0, changed: false };
    const now = deps.clock.now();
    const terms = termsNow(booking, park.cancellationCutoffHours, expected, now);
    return { refundPence: await cancelUnderTerms(deps, tx, booking, terms, now), changed: true };
  });
  if (result.changed) {
    deps.outbox.wake();
    deps.waitlist.wake();
    if (result.refundPence > 0) await settleDueRefunds(deps);
  }
  return { refundPence: result.refundPence };
}
