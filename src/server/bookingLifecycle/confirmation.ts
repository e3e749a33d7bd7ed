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
  lockBookingOfCheckout,
} from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { markCancelled, markComplete, retakeSlot } from '../bookings/holdsSql';
import { issuedInvoice } from '../bookings/invoicesSql';
import { markDetailsSent } from '../bookings/remindersSql';
import type { Sql } from '../db/database';
import { attempt } from '../db/savepoint';
import { giveBackDiscountUse, retakeDiscountUse } from '../discounts/discountsSql';
import { doorCode } from '../doorCodes/doorCodesSql';
import { enqueueEmail } from '../email/outboxSql';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import type { PaidCheckout } from '../payments/checkoutListener';
import { insertPayment, paymentOfBooking } from '../payments/paymentsSql';
import { providerNamed } from '../payments/providers';
import { settleDueRefunds } from '../payments/refunds';
import type { LifecycleDeps } from './lifecycleDeps';

export type ConfirmOutcome =
  | 'confirmed'
  | 'already-confirmed'
  | 'slot-lost-refunded'
  | 'unknown-checkout'
  | 'wrong-amount-refunded';

/** One payment being settled, inside its booking's transaction. */
interface Settling {
  tx: Sql;
  booking: BookingRecord;
  paid: PaidCheckout;
  emails: BookingEmailContext;
  now: Date;
}

/** The money the provider took for the booking; `refundDue` when it must all go back. */
function recordPayment(s: Settling, refundDue: boolean): Promise<number> {
  return insertPayment(
    s.tx,
    {
      bookingId: s.booking.id,
      userId: s.booking.userId,
      amountPence: s.paid.amountPence,
      provider: s.paid.provider,
      providerReference: s.paid.paymentReference,
      refundDue,
    },
    s.now,
  );
}

/**
 * A payment of another sum than the booking's price can't confirm it, whoever is to blame: it
 * is recorded and owed back in full, the booking ends unpaid (its slot and discount use freed),
 * the customer is told and Activity shows it.
 */
async function refuseWrongAmount(s: Settling): Promise<ConfirmOutcome> {
  const { tx, booking, paid, now } = s;
  await recordPayment(s, paid.amountPence > 0);
  // A lapsed hold has given its discount use back already.
  if (booking.status === 'pending' && booking.discountId) {
    await giveBackDiscountUse(tx, booking.discountId);
  }
  const words = `paid ${formatPence(paid.amountPence)} instead of ${formatPence(booking.pricePence)}`;
  if (booking.status !== 'cancelled') {
    await markCancelled(tx, booking.id, `${words}; refunded`, now);
  }
  await enqueueEmail(tx, wrongAmountEmail(booking, s.emails, paid.amountPence), now);
  const details = `booking ${booking.id}: ${words}; refunded in full, slot freed`;
  await audit(tx, AUTOMATIC, 'payment refunded', details, now, booking.id);
  return 'wrong-amount-refunded';
}

/**
 * The hold ran out before the money came: the slot is taken back if it is still free (and with
 * it the discount use); if someone has it since, the money goes back and the customer is told.
 */
async function retakeLapsedHold(s: Settling): Promise<ConfirmOutcome | null> {
  const { tx, booking, now } = s;
  const retaken = await attempt(tx, () => retakeSlot(tx, booking.id));
  if (retaken.ok) {
    if (booking.discountId) await retakeDiscountUse(tx, booking.discountId);
    return null;
  }
  if (!isOverlapViolation(retaken.error)) throw retaken.error;
  await recordPayment(s, true);
  await markCancelled(tx, booking.id, 'paid after its hold ran out; slot taken; refunded', now);
  await enqueueEmail(tx, slotLostEmail(booking, s.emails), now);
  return 'slot-lost-refunded';
}

/**
 * Paid in full: the payment, the week's gate code, the confirmation and the invoice. The
 * confirmation says everything a reminder would, so one paid inside the reminder time gets no
 * reminder as well.
 */
async function complete(s: Settling): Promise<ConfirmOutcome> {
  const { tx, booking, emails, now } = s;
  const { year, month } = parseLocalDate(booking.date);
  const bookingCode = await doorCode(tx, year, month, doorWeekOf(booking.date), now);
  const paymentId = await recordPayment(s, false);
  await markComplete(tx, booking.id, { bookingCode, paymentId, now });
  if (booking.userId) await recordUserPayment(tx, booking.userId);
  const completed = { ...booking, status: 'complete' as const, bookingCode, paymentId };
  await enqueueEmail(tx, confirmationEmail(completed, emails), now);
  await markDetailsSent(tx, booking.id, now);
  const invoice = await issuedInvoice(
    tx,
    { id: booking.id, customerEmail: emails.customerEmail },
    now,
  );
  await enqueueEmail(tx, invoiceEmail(completed, emails, invoice), now);
  await enqueueOwnerNotice(tx, emails, { kind: 'booked', booking: completed });
  return 'confirmed';
}

/**
 * The one way a booking becomes paid: from a Stripe webhook, from the test checkout, or from
 * /pay-success asking the provider. Safe to call any number of times, at the same moment: the
 * booking's row lock puts callers in line, and the first records the payment and the e-mails;
 * the rest find it done.
 */
export async function confirmPaidCheckout(
  deps: LifecycleDeps,
  paid: PaidCheckout,
): Promise<ConfirmOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const booking = await lockBookingOfCheckout(tx, {
      provider: paid.provider,
      reference: paid.checkoutReference,
    });
    if (!booking) return 'unknown-checkout';
    if (await paymentOfBooking(tx, booking.id)) return 'already-confirmed';
    const now = deps.clock.now();
    const emails = await emailContextOf(tx, booking, deps.publicUrl, now);
    const settling = { tx, booking, paid, emails, now };
    if (paid.amountPence !== booking.pricePence) return refuseWrongAmount(settling);
    if (booking.status !== 'pending') {
      const lost = await retakeLapsedHold(settling);
      if (lost) return lost;
    }
    return complete(settling);
  });

  if (outcome === 'wrong-amount-refunded') {
    deps.log.warn({ paid }, 'payment amount differs from the booking price: refunded, slot freed');
  }
  if (outcome !== 'already-confirmed' && outcome !== 'unknown-checkout') deps.outbox.wake();
  if (outcome === 'slot-lost-refunded' || outcome === 'wrong-amount-refunded') {
    await settleDueRefunds(deps);
  }
  return outcome;
}

/**
 * Asks a booking's checkout how it stands (closing it first when `close`) and confirms the
 * booking if it was paid. Answers whether it was.
 */
export async function confirmIfPaid(
  deps: LifecycleDeps,
  booking: Pick<BookingRecord, 'checkoutProvider' | 'checkoutReference'>,
  close: boolean,
): Promise<boolean> {
  if (!booking.checkoutProvider || !booking.checkoutReference) return false;
  const provider = providerNamed(deps.providers, booking.checkoutProvider);
  const state = close
    ? await provider.expireCheckout(booking.checkoutReference)
    : await provider.checkoutState(booking.checkoutReference);
  if (state.state !== 'paid') return false;
  await confirmPaidCheckout(deps, {
    provider: booking.checkoutProvider,
    checkoutReference: booking.checkoutReference,
    amountPence: state.amountPence,
    paymentReference: state.paymentReference,
  });
  return true;
}
