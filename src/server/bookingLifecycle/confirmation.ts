import { formatPence } from '../../domain/money';
import { giveWayIn } from '../access/wayIn';
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
  lockBookingsOfCheckout,
} from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { markCancelled, markComplete, retakeSlot } from '../bookings/holdsSql';
import { issuedInvoice } from '../bookings/invoicesSql';
import { markDetailsSent } from '../bookings/remindersSql';
import { seriesConfirmationEmail, seriesInvoiceEmail } from '../bookings/seriesEmails';
import type { Sql } from '../db/database';
import { attempt } from '../db/savepoint';
import { giveBackDiscountUse, retakeDiscountUse } from '../discounts/discountsSql';
import { enqueueEmail } from '../email/outboxSql';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import type { PaidCheckout } from '../payments/checkoutListener';
import { insertPayment, paymentOfBooking } from '../payments/paymentsSql';
import { providerNamed } from '../payments/providers';
import { settleDueRefunds } from '../payments/refunds';
import type { LifecycleContext } from './lifecycleContext';

export type ConfirmOutcome =
  | 'confirmed'
  /** A series whose hold ran out before the money came, and some of whose weeks were taken. */
  | 'confirmed-some-lost'
  | 'already-confirmed'
  | 'slot-lost-refunded'
  | 'unknown-checkout'
  | 'wrong-amount-refunded';

/** One payment being settled, inside its bookings' transaction. */
interface Settling {
  tx: Sql;
  paid: PaidCheckout;
  emails: BookingEmailContext;
  now: Date;
}

/** The money the provider took for one booking; `refundDue` when it must all go back. */
function recordPayment(
  s: Settling,
  booking: BookingRecord,
  amountPence: number,
  refundDue: boolean,
): Promise<number> {
  return insertPayment(
    s.tx,
    {
      bookingId: booking.id,
      userId: booking.userId,
      amountPence,
      provider: s.paid.provider,
      providerReference: s.paid.paymentReference,
      refundDue,
    },
    s.now,
  );
}

/**
 * A payment of another sum than the bookings' price can't confirm them, whoever is to blame: it
 * is recorded (on the first of them) and owed back in full, the bookings end unpaid (their
 * slots and discount use freed), the customer is told once and Activity shows it.
 */
async function refuseWrongAmount(
  s: Settling,
  bookings: readonly BookingRecord[],
  duePence: number,
): Promise<ConfirmOutcome> {
  const { tx, paid, now } = s;
  const [first] = bookings;
  if (!first) throw new Error('a checkout with no bookings');
  await recordPayment(s, first, paid.amountPence, paid.amountPence > 0);
  const words = `paid ${formatPence(paid.amountPence)} instead of ${formatPence(duePence)}`;
  for (const booking of bookings) {
    // A lapsed hold has given its discount use back already.
    if (booking.status === 'pending' && booking.discountId) {
      await giveBackDiscountUse(tx, booking.discountId);
    }
    if (booking.status !== 'cancelled') {
      await markCancelled(tx, booking.id, `${words}; refunded`, now);
    }
  }
  await enqueueEmail(tx, wrongAmountEmail(first, s.emails, paid.amountPence, duePence), now);
  const numbers = bookings.map((booking) => booking.id).join(', ');
  const details = `booking ${numbers}: ${words}; refunded in full, slot freed`;
  await audit(tx, AUTOMATIC, 'payment refunded', details, now, first.id);
  return 'wrong-amount-refunded';
}

/**
 * The hold ran out before the money came: the slot is taken back if it is still free (and with
 * it the discount use); if someone has it since, its share of the money goes back and the
 * customer is told. Answers whether the slot was lost.
 */
async function retakeLapsedHold(s: Settling, booking: BookingRecord): Promise<boolean> {
  const { tx, now } = s;
  const retaken = await attempt(tx, () => retakeSlot(tx, booking.id));
  if (retaken.ok) {
    if (booking.discountId) await retakeDiscountUse(tx, booking.discountId);
    return false;
  }
  if (!isOverlapViolation(retaken.error)) throw retaken.error;
  await recordPayment(s, booking, booking.pricePence, true);
  await markCancelled(tx, booking.id, 'paid after its hold ran out; slot taken; refunded', now);
  await enqueueEmail(tx, slotLostEmail(booking, s.emails), now);
  return true;
}

/** Paid in full: its share of the payment and its way in (decision 117). Answers it as completed. */
async function complete(s: Settling, booking: BookingRecord): Promise<BookingRecord> {
  const { tx, now } = s;
  const bookingCode = await giveWayIn(tx, booking, now);
  const paymentId = await recordPayment(s, booking, booking.pricePence, false);
  await markComplete(tx, booking.id, { bookingCode, paymentId, now });
  if (booking.userId) await recordUserPayment(tx, booking.userId);
  // The confirmation says everything a reminder would: one paid inside the reminder time gets
  // no reminder as well.
  await markDetailsSent(tx, booking.id, now);
  return { ...booking, status: 'complete', bookingCode, paymentId };
}

/** The confirmation and the invoice: one booking's, or one of each for a series' weeks. */
async function sendConfirmations(s: Settling, completed: readonly BookingRecord[]): Promise<void> {
  const { tx, emails, now } = s;
  const invoices = [];
  for (const booking of completed) {
    invoices.push(
      await issuedInvoice(tx, { id: booking.id, customerEmail: emails.customerEmail }, now),
    );
  }
  const [only] = completed;
  const [invoice] = invoices;
  if (completed.length === 1 && only && invoice && only.seriesId === null) {
    await enqueueEmail(tx, confirmationEmail(only, emails), now);
    await enqueueEmail(tx, invoiceEmail(only, emails, invoice), now);
    return;
  }
  if (completed.length === 0) return;
  await enqueueEmail(tx, seriesConfirmationEmail(completed, emails), now);
  await enqueueEmail(tx, seriesInvoiceEmail(completed, emails, invoices), now);
}

/** The owner hears of a booking once, and of a series' weeks once, in one notice listing them. */
async function noticeOwner(s: Settling, completed: readonly BookingRecord[]): Promise<void> {
  const [first] = completed;
  if (!first) return;
  const notice =
    first.seriesId === null
      ? ({ kind: 'booked', booking: first } as const)
      : ({ kind: 'series-booked', booking: first, weeks: completed } as const);
  await enqueueOwnerNotice(s.tx, s.emails, notice);
}

/** Settles each booking the checkout paid for: retaken if it lapsed, lost, or completed. */
async function settle(s: Settling, bookings: readonly BookingRecord[]): Promise<ConfirmOutcome> {
  const completed: BookingRecord[] = [];
  let lost = 0;
  for (const booking of bookings) {
    if (booking.status !== 'pending' && (await retakeLapsedHold(s, booking))) {
      lost += 1;
      continue;
    }
    completed.push(await complete(s, booking));
  }
  await sendConfirmations(s, completed);
  await noticeOwner(s, completed);
  if (completed.length === 0) return 'slot-lost-refunded';
  return lost > 0 ? 'confirmed-some-lost' : 'confirmed';
}

/**
 * The one way a booking becomes paid: from a Stripe webhook, from the test checkout, or from
 * /pay-success asking the provider. Safe to call any number of times, at the same moment: the
 * bookings' row locks put callers in line, and the first records the payment and the e-mails;
 * the rest find it done. A checkout pays for one booking, or for the weeks of a series.
 */
export async function confirmPaidCheckout(
  deps: LifecycleContext,
  paid: PaidCheckout,
): Promise<ConfirmOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const bookings = await lockBookingsOfCheckout(tx, {
      provider: paid.provider,
      reference: paid.checkoutReference,
    });
    const [first] = bookings;
    if (!first) return 'unknown-checkout';
    if (await paymentOfBooking(tx, first.id)) return 'already-confirmed';
    const now = deps.clock.now();
    const emails = await emailContextOf(tx, first, deps.publicUrl, now);
    const settling = { tx, paid, emails, now };
    const duePence = bookings.reduce((sum, booking) => sum + booking.pricePence, 0);
    if (paid.amountPence !== duePence) return refuseWrongAmount(settling, bookings, duePence);
    return settle(settling, bookings);
  });

  if (outcome === 'wrong-amount-refunded') {
    deps.log.warn({ paid }, 'payment amount differs from the booking price: refunded, slot freed');
  }
  if (outcome !== 'already-confirmed' && outcome !== 'unknown-checkout') deps.outbox.wake();
  if (
    outcome === 'slot-lost-refunded' ||
    outcome === 'wrong-amount-refunded' ||
    outcome === 'confirmed-some-lost'
  ) {
    await settleDueRefunds(deps);
  }
  return outcome;
}

/**
 * Asks a booking's checkout how it stands (closing it first when `close`) and confirms the
 * booking if it was paid. Answers whether it was.
 */
export async function confirmIfPaid(
  deps: LifecycleContext,
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
