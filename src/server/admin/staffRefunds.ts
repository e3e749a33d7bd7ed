import type { BookingDetail } from '../../contract/bookingDetail';
import { formatPence } from '../../domain/money';
import { type Actor, audit } from '../audit/auditSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { refundEmail } from '../bookings/bookingEmails';
import { type BookingRecord, lockBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { markCancelled } from '../bookings/holdsSql';
import type { Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { providerNamed } from '../payments/providers';
import {
  addRefundToPayment,
  findPaymentForRefund,
  insertStaffRefund,
  lockPaymentForRefund,
  markRefundDone,
  markRefundFailed,
  markRefundTried,
  type RefundablePayment,
  type RefundRecord,
  refundableOf,
  refundOfRequest,
  staleRefunds,
} from '../payments/refundsSql';
import { bookingDetail } from './bookingDetail';

export interface StaffRefundRequest {
  amountPence: number;
  reason: string;
  cancel: boolean;
  requestKey?: string | undefined;
}

/** A refund left pending this long was dropped half-way (a crash, a lost answer): the sweep ends it. */
const STALE_AFTER_MS = 5 * 60_000;

/** A payment taken by a provider: one that can be refunded there. */
type CardPayment = RefundablePayment & { provider: 'stripe' | 'test'; providerReference: string };

function isCardPayment(payment: RefundablePayment | null): payment is CardPayment {
  return payment !== null && payment.provider !== 'manual' && payment.providerReference !== null;
}

function cardPayment(payment: RefundablePayment | null): CardPayment {
  if (!isCardPayment(payment)) throw new AppError('refund/no-payment');
  return payment;
}

function checkAmount(payment: RefundablePayment, amountPence: number): void {
  const refundable = refundableOf(payment);
  if (refundable === 0) {
    throw new AppError(
      'refund/nothing-left',
      payment.refundStatus === 'due'
        ? 'The rest of this payment is owed back already and on its way to the customer.'
        : undefined,
    );
  }
  if (amountPence > refundable) {
    const message = `That is more than is left to refund: at most ${formatPence(refundable)}.`;
    throw new AppError('refund/too-much', message, { amountPence: message });
  }
}

function checkCancel(booking: BookingRecord, cancel: boolean, now: Date): void {
  if (cancel && (booking.status !== 'complete' || booking.endsAt <= now)) {
    throw new AppError('refund/cannot-cancel');
  }
}

const sameRequest = (refund: RefundRecord, bookingId: number, request: StaffRefundRequest) =>
  refund.bookingId === bookingId &&
  refund.amountPence === request.amountPence &&
  refund.reason === request.reason &&
  refund.cancel === request.cancel;

/**
 * The refund to ask the provider for: a new one, or the one this request made before (sent
 * again after a failure or a lost answer), which keeps its idempotency key. Checked and written
 * with the booking and its payment locked, so two refunds, or a refund and a cancellation, go
 * one at a time and never give back more than was paid.
 */
async function startRefund(
  deps: LifecycleContext,
  tx: Sql,
  actor: Actor,
  bookingId: number,
  request: StaffRefundRequest,
): Promise<{ refund: RefundRecord; payment: CardPayment }> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw new AppError('booking/not-found');
  const payment = cardPayment(await lockPaymentForRefund(tx, bookingId));
  const now = deps.clock.now();
  const earlier = request.requestKey ? await refundOfRequest(tx, request.requestKey) : null;
  if (earlier) {
    if (!sameRequest(earlier, bookingId, request)) throw new AppError('refund/request-reused');
    if (earlier.status === 'done') return { refund: earlier, payment };
    // A failed one holds nothing back: it must fit again. A pending one is held already.
    if (earlier.status === 'failed') checkAmount(payment, request.amountPence);
    checkCancel(booking, request.cancel, now);
    return { refund: (await markRefundTried(tx, earlier.id, now)) ?? earlier, payment };
  }
  checkAmount(payment, request.amountPence);
  checkCancel(booking, request.cancel, now);
  const refund = await insertStaffRefund(
    tx,
    {
      paymentId: payment.id,
      bookingId,
      amountPence: request.amountPence,
      reason: request.reason,
      cancel: request.cancel,
      requestKey: request.requestKey ?? null,
      by: { id: actor.id, email: actor.email },
    },
    now,
  );
  return { refund, payment };
}

/**
 * The provider made the refund: it is recorded on the payment (so the month's totals show it),
 * the booking is cancelled when that was asked and it still can be, the customer gets one
 * e-mail that says both, and Activity shows it. Only the first to record it does any of this.
 */
async function recordRefund(
  deps: LifecycleContext,
  refund: RefundRecord,
  providerReference: string,
): Promise<void> {
  const written = await deps.db.transaction(async (tx) => {
    // The booking first, then its payment: the order a cancellation takes them in.
    const booking = await lockBooking(tx, refund.bookingId);
    const now = deps.clock.now();
    const done = await markRefundDone(tx, refund.id, providerReference, now);
    if (!booking || !done) return false;
    await addRefundToPayment(tx, done.paymentId, done.amountPence, now);
    const cancelled = done.cancel && booking.status === 'complete' && booking.endsAt > now;
    if (cancelled)
      await markCancelled(tx, booking.id, `cancelled by the park: ${done.reason}`, now);
    const emails = await emailContextOf(tx, booking, deps.publicUrl, now);
    const told = { id: done.id, amountPence: done.amountPence, reason: done.reason, cancelled };
    await enqueueEmail(tx, refundEmail(booking, emails, told), now);
    await enqueueOwnerNotice(
      tx,
      { publicUrl: deps.publicUrl, now },
      {
        kind: 'refunded',
        booking: cancelled ? { ...booking, status: 'cancelled' } : booking,
        refundId: done.id,
        amountPence: done.amountPence,
        reason: done.reason,
        cancelled,
      },
    );
    const kept = done.cancel && !cancelled ? '; not cancelled: it had ended or was cancelled' : '';
    await audit(
      tx,
      { id: done.byId, email: done.byEmail },
      'refund',
      `booking ${booking.id}: ${formatPence(done.amountPence)} refunded (${providerReference})${cancelled ? ', booking cancelled' : kept}; reason: ${done.reason}`,
      now,
      booking.id,
    );
    return true;
  });
  if (written) deps.outbox.wake();
  if (written && refund.cancel) deps.waitlist.wake();
}

/** Asks the provider, with the refund's own key, and records the answer either way. */
async function askProvider(
  deps: LifecycleContext,
  refund: RefundRecord,
  payment: CardPayment,
): Promise<{ ok: true } | { ok: false; error: string }> {
  let reference: string;
  try {
    const provider = providerNamed(deps.providers, payment.provider);
    const made = await provider.refund(
      payment.providerReference,
      refund.amountPence,
      refund.idempotencyKey,
    );
    reference = made.reference;
  } catch (error) {
    const words = error instanceof Error ? error.message : String(error);
    deps.log.warn({ err: error, refundId: refund.id }, 'refund by staff failed');
    await deps.db.transaction(async (tx) => {
      const failed = await markRefundFailed(tx, refund.id, words);
      if (!failed) return;
      await audit(
        tx,
        { id: refund.byId, email: refund.byEmail },
        'refund failed',
        `booking ${refund.bookingId}: ${formatPence(refund.amountPence)} not refunded: ${words}`,
        deps.clock.now(),
        refund.bookingId,
      );
    });
    return { ok: false, error: words };
  }
  await recordRefund(deps, refund, reference);
  return { ok: true };
}

/**
 * A super admin refunds part or all of a booking's payment, with a reason, and may cancel the
 * booking with it. The refund is written first (pending), then asked of the provider with the
 * key 'admin-refund-<id>', then recorded: a retry of the same request, or the sweep after a
 * crash, asks again with the same key, so the money goes back once. Answers the booking as it
 * now stands.
 */
export async function refundBooking(
  deps: LifecycleContext,
  actor: Actor,
  bookingId: number,
  request: StaffRefundRequest,
): Promise<BookingDetail> {
  const { refund, payment } = await deps.db.transaction((tx) =>
    startRefund(deps, tx, actor, bookingId, request),
  );
  if (refund.status !== 'done') {
    const asked = await askProvider(deps, refund, payment);
    if (!asked.ok) {
      throw new AppError(
        'refund/provider-failed',
        `The payment provider did not make the refund (${asked.error}), so nothing was refunded. Try again.`,
      );
    }
  }
  return bookingDetail(deps, bookingId);
}

/**
 * Ends refunds left pending by a process that stopped between asking the provider and recording
 * its answer: asked again with the same key, the provider answers with the refund it made (or
 * makes it now), and it is recorded once. Run by every instance's sweep.
 */
export async function finishStaleRefunds(deps: LifecycleContext): Promise<number> {
  const staleBefore = new Date(deps.clock.now().getTime() - STALE_AFTER_MS);
  let finished = 0;
  for (const stale of await staleRefunds(deps.db, staleBefore, 20)) {
    const payment = await findPaymentForRefund(deps.db, stale.bookingId);
    if (!isCardPayment(payment)) {
      await markRefundFailed(deps.db, stale.id, 'the payment can not be refunded');
      continue;
    }
    // Claimed by its time: another instance's sweep that read it too finds it taken.
    const refund = await markRefundTried(deps.db, stale.id, deps.clock.now(), staleBefore);
    if (!refund) continue;
    if ((await askProvider(deps, refund, payment)).ok) finished += 1;
  }
  return finished;
}
