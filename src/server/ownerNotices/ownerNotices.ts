import type { BookingRecord } from '../bookings/bookingRecordSql';
import type { Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import {
  accessProblemNoticeEmail,
  bookedNoticeEmail,
  cancelledNoticeEmail,
  refundNoticeEmail,
  seriesBookedNoticeEmail,
} from './ownerEmails';
import { customerEmailOf, readOwnerPark } from './ownerNoticesSql';

/**
 * What the park's own address hears of. Each names the booking as it now stands (after the
 * change), and is written once: its e-mail's key is the booking (and, for a refund, the refund).
 */
export type OwnerNotice =
  /** A booking became complete: paid, or made by the park itself (`by`: who, for manual ones). */
  | { kind: 'booked'; booking: BookingRecord; by?: string }
  /** A weekly series was paid for: one notice listing its weeks (decision 127). */
  | { kind: 'series-booked'; booking: BookingRecord; weeks: readonly BookingRecord[] }
  /**
   * A booking was cancelled: `why` in a few words, and what is owed back (0 for none); for one
   * paid with a pass, whether its session went back when the caller knows.
   */
  | {
      kind: 'cancelled';
      booking: BookingRecord;
      why: string;
      refundPence: number;
      returned?: boolean;
    }
  /**
   * Money went back to the customer: `refundId` tells one refund of a booking from another (a
   * booking may be refunded in parts), `cancelled` whether the booking was cancelled with it.
   */
  | {
      kind: 'refunded';
      booking: BookingRecord;
      refundId: string | number;
      amountPence: number;
      reason: string;
      cancelled: boolean;
    }
  /**
   * The booking's own code did not reach the lock in time and `standIn` was given instead
   * (decision 117). Sent even with notices off: the gate needs the owner's attention.
   */
  | { kind: 'access'; booking: BookingRecord; standIn: 'backup' | 'daily'; reason: string };

/** Where links point and when it happened; a booking e-mail's context will do. */
export interface OwnerNoticeContext {
  publicUrl: string;
  now: Date;
}

/**
 * Writes the notice to the outbox, to the park's address from the settings, unless the owner
 * switched notices off. Call it with the transaction of the change, so the notice is sent if and
 * only if the change commits. Answers whether a message was written.
 */
export async function enqueueOwnerNotice(
  tx: Sql,
  context: OwnerNoticeContext,
  notice: OwnerNotice,
): Promise<boolean> {
  const park = await readOwnerPark(tx);
  if (!park.noticesOn && notice.kind !== 'access') return false;
  const { booking } = notice;
  const customer = await customerEmailOf(tx, booking);
  const emails = { park, publicUrl: context.publicUrl };
  const email =
    notice.kind === 'booked'
      ? bookedNoticeEmail(booking, customer, emails, notice.by ?? null)
      : notice.kind === 'series-booked'
        ? seriesBookedNoticeEmail(notice.weeks, customer, emails)
        : notice.kind === 'cancelled'
          ? cancelledNoticeEmail(booking, customer, emails, notice)
          : notice.kind === 'access'
            ? accessProblemNoticeEmail(booking, customer, emails, notice)
            : refundNoticeEmail(booking, customer, emails, notice);
  return enqueueEmail(tx, email, context.now);
}
