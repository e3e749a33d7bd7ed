import { AUTOMATIC, audit } from '../audit/auditSql';
import { setBookingCode } from '../bookings/bookingChangesSql';
import { lockCodeEmail } from '../bookings/bookingEmails';
import { findBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import type { Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';

/** Why a booking was given another code than its own, and which. */
export interface StandIn {
  standIn: 'backup' | 'daily';
  reason: string;
}

/**
 * Gives a paid booking the code that now opens the gate for it (its own from the lock, or a
 * stand-in), everywhere it shows, and e-mails it to the customer, within the caller's
 * transaction (the lock job's, which writes the code's row with it). A booking no longer paid,
 * or already holding the code, is left as it is.
 */
export async function giveCode(
  tx: Sql,
  publicUrl: string,
  bookingId: number,
  code: string,
  standIn: StandIn | null,
  now: Date,
): Promise<void> {
  const booking = await findBooking(tx, bookingId);
  if (booking?.status !== 'complete' || booking.bookingCode === code) return;
  await setBookingCode(tx, bookingId, code);
  const given = { ...booking, bookingCode: code };
  const emails = await emailContextOf(tx, given, publicUrl, now);
  await enqueueEmail(tx, lockCodeEmail(given, emails, standIn !== null), now);
  await audit(
    tx,
    AUTOMATIC,
    'gate code given',
    standIn ? 'a stand-in code' : 'its own code from the lock',
    now,
    bookingId,
  );
  if (standIn) {
    await enqueueOwnerNotice(
      tx,
      { publicUrl, now },
      { kind: 'access', booking: given, ...standIn },
    );
  }
}
