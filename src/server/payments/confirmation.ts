import { parseLocalDate } from '../../domain/dates';
import { doorWeekOf } from '../../domain/doorCodes';
import { formatPence } from '../../domain/money';
import { AUTOMATIC, audit } from '../audit/auditSql';
import { recordUserPayment } from '../auth/usersSql';
import {
  type BookingEmailContext,
  confirmationEmail,
  invoiceEmail,
  slotLostEmail,
  wrongAmountEmail,
} from '../bookings/bookingEmails';
import {
  type BookingRecord,
  isOverlapViolation,
  lockBooking,
  markCancelled,
  markComplete,
} from '../bookings/bookingsSql';
import { emailContextOf } from '../bookings/emailContext';
import { reminderIsDue, writeReminder } from '../bookings/reminders';
import type { Sql } from '../db/database';
import { attempt } from '../db/savepoint';
import { giveBackDiscountUse, retakeDiscountUse } from '../discounts/discountsSql';
import { doorCode } from '../doorCodes/doorCodesSql';
import { enqueueEmail } from '../email/outboxSql';
import { type PaymentsContext, providerNamed } from './paymentsContext';
import { insertPayment, paymentOfBooking } from './paymentsSql';
import type { PaymentProviderName } from './provider';
import { settleDueRefunds } from './refunds';

export interface PaidCheckout {
  provider: PaymentProviderName;
  checkoutReference: string;
  amountPence: number;
  paymentReference: string;
}

export type ConfirmOutcome =
  | 'confirmed'
  | 'already-confirmed'
  | 'slot-lost-refunded'
  | 'unknown-checkout'
  | 'wrong-amount-refunded';

async function bookingOfCheckout(tx: Sql, paid: PaidCheckout): Promise<BookingRecord | null> {
  const [row] = await tx.query<{ id: number }>(
    `select id from bookings where checkout_provider = $1 and checkout_reference = $2`,
    [paid.provider, paid.checkoutReference],
  );
  return row ? lockBooking(tx, row.id) : null;
}

/** The money the provider took for the booking; `refundDue` when it must all go back. */
function recordPayment(
  tx: Sql,
  booking: BookingRecord,
  paid: PaidCheckout,
  now: Date,
  refundDue: boolean,
): Promise<number> {
  return insertPayment(
    tx,
    {
      bookingId: booking.id,
      userId: booking.userId,
      amountPence: paid.amountPence,
      provider: paid.provider,
      providerReference: paid.paymentReference,
      refundDue,
    },
    now,
  );
}

/**
 * A payment of another sum than the booking's price can't confirm it, whoever is to blame: it
 * is recorded and owed back in full, the booking ends unpaid (its slot and discount use freed),
 * the customer is told and Activity shows it.
 */
async function refuseWrongAmount(
  tx: Sql,
  booking: BookingRecord,
  paid: PaidCheckout,
  emailContext: BookingEmailContext,
  now: Date,
): Promise<void> {
  await recordPayment(tx, booking, paid, now, paid.amountPence > 0);
  // A lapsed hold has given its discount use back already.
  if (booking.status === 'pending' && booking.discountId) {
    await giveBackDiscountUse(tx, booking.discountId);
  }
  const words = `paid ${formatPence(paid.amountPence)} instead of ${formatPence(booking.pricePence)}`;
  if (booking.status !== 'cancelled') {
    await markCancelled(tx, booking.id, `${words}; refunded`, now);
  }
  await enqueueEmail(tx, wrongAmountEmail(booking, emailContext, paid.amountPence), now);
  await audit(
    tx,
    AUTOMATIC,
    'payment refunded',
    `booking ${booking.id}: ${words}; refunded in full, slot freed`,
    now,
  );
}

/**
 * The one way a booking becomes paid: from a Stripe webhook, from the test checkout, or from
 * /pay-success asking the provider. Safe to call any number of times, at the same moment: the
 * booking's row lock puts callers in line, and the first records the payment and the e-mails;
 * the rest find it done.
 */
export async function confirmPaidCheckout(
  context: PaymentsContext,
  paid: PaidCheckout,
): Promise<ConfirmOutcome> {
  const { db, clock, log } = context;
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const booking = await bookingOfCheckout(tx, paid);
    if (!booking) return 'unknown-checkout';
    if (await paymentOfBooking(tx, booking.id)) return 'already-confirmed';

    const now = clock.now();
    const emailContext = await emailContextOf(tx, booking, context.publicUrl, now);
    if (paid.amountPence !== booking.pricePence) {
      await refuseWrongAmount(tx, booking, paid, emailContext, now);
      return 'wrong-amount-refunded';
    }

    if (booking.status !== 'pending') {
      // The hold ran out before the money came. Take the slot back if it is still free.
      const retaken = await attempt(tx, () =>
        tx.query(`update bookings set status = 'pending' where id = $1`, [booking.id]),
      );
      if (!retaken.ok) {
        if (!isOverlapViolation(retaken.error)) throw retaken.error;
        await recordPayment(tx, booking, paid, now, true);
        await markCancelled(
          tx,
          booking.id,
          'paid after its hold ran out; slot taken; refunded',
          now,
        );
        await enqueueEmail(tx, slotLostEmail(booking, emailContext), now);
        return 'slot-lost-refunded';
      }
      if (booking.discountId) await retakeDiscountUse(tx, booking.discountId);
    }

    const { year, month } = parseLocalDate(booking.date);
    const bookingCode = await doorCode(tx, year, month, doorWeekOf(booking.date), now);
    const paymentId = await recordPayment(tx, booking, paid, now, false);
    await markComplete(tx, booking.id, { bookingCode, paymentId, now });
    if (booking.userId) await recordUserPayment(tx, booking.userId);
    const completed = { ...booking, status: 'complete' as const, bookingCode, paymentId };
    await enqueueEmail(tx, confirmationEmail(completed, emailContext), now);
    await enqueueEmail(tx, invoiceEmail(completed, emailContext), now);
    if (reminderIsDue(completed, emailContext.park, now))
      await writeReminder(tx, completed, emailContext, now);
    return 'confirmed';
  });

  if (outcome === 'wrong-amount-refunded') {
    log.warn({ paid }, 'payment amount differs from the booking price: refunded, slot freed');
  }
  if (outcome !== 'already-confirmed' && outcome !== 'unknown-checkout') {
    context.outbox.wake();
  }
  if (outcome === 'slot-lost-refunded' || outcome === 'wrong-amount-refunded') {
    await settleDueRefunds(context);
  }
  return outcome;
}

/**
 * Asks a booking's checkout how it stands (closing it first when `close`) and confirms the
 * booking if it was paid. Answers whether it was.
 */
export async function confirmIfPaid(
  context: PaymentsContext,
  booking: Pick<BookingRecord, 'checkoutProvider' | 'checkoutReference'>,
  close: boolean,
): Promise<boolean> {
  if (!booking.checkoutProvider || !booking.checkoutReference) return false;
  const provider = providerNamed(context.providers, booking.checkoutProvider);
  const state = close
    ? await provider.expireCheckout(booking.checkoutReference)
    : await provider.checkoutState(booking.checkoutReference);
  if (state.state !== 'paid') return false;
  await confirmPaidCheckout(context, {
    provider: booking.checkoutProvider,
    checkoutReference: booking.checkoutReference,
    amountPence: state.amountPence,
    paymentReference: state.paymentReference,
  });
  return true;
}
