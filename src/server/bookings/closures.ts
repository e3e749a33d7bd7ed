import { isLocalDate } from '../../domain/dates';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../errors';
import { endHold } from '../payments/holds';
import type { PaymentsContext } from '../payments/paymentsContext';
import { owePaymentBack } from '../payments/paymentsSql';
import { settleDueRefunds } from '../payments/refunds';
import { closureEmail } from './bookingEmails';
import { activeBookingsOn, lockBooking, lockBookingDay, markCancelled } from './bookingsSql';
import { emailContextOf } from './emailContext';

export interface ClosureResult {
  date: string;
  cancelled: number;
  refunded: number;
}

/**
 * The park closes a day: no more bookings for it, and every booking on it is cancelled, owed
 * back in full and told. Each booking is its own transaction and each refund has its own key,
 * so if this stops half-way, running it again finishes the rest and refunds nobody twice.
 */
export async function closeDay(
  context: PaymentsContext,
  date: string,
  reason: string,
): Promise<ClosureResult> {
  if (!isLocalDate(date)) throw new AppError('closure/not-a-date', 400, 'That is not a date.');
  await context.db.transaction(async (tx) => {
    // In line with anyone booking that day, so nobody slips in between this and the sweep below.
    await lockBookingDay(tx, date);
    await tx.query(
      `insert into closed_dates (day, reason) values ($1, $2)
       on conflict (day) do update set reason = excluded.reason`,
      [date, reason],
    );
  });

  let cancelled = 0;
  for (const held of await activeBookingsOn(context.db, date)) {
    if (held.status === 'pending') {
      if ((await endHold(context, held.id)) === 'expired') cancelled += 1;
      continue;
    }
    const done = await context.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, held.id);
      if (booking?.status !== 'complete') return false;
      const now = context.clock.now();
      await markCancelled(tx, booking.id, `the park closed: ${reason}`, now);
      const refundPence = await owePaymentBack(tx, booking.id);
      const emails = await emailContextOf(tx, booking, context.publicUrl, now);
      await enqueueEmail(tx, closureEmail(booking, emails, refundPence), now);
      return true;
    });
    if (done) cancelled += 1;
  }
  context.outbox.wake();
  const refunded = await settleDueRefunds(context);
  return { date, cancelled, refunded };
}
