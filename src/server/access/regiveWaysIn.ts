import { setBookingCode } from '../bookings/bookingChangesSql';
import { gateCodeEmail } from '../bookings/bookingEmails';
import { lockBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import type { Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import { giveWayIn } from './wayIn';

/**
 * A field's way in changed (decision 117): each paid booking still to come on it is given its
 * way in again, as if confirmed now. A shared code that changes is e-mailed to its customer; on
 * a field now opened by lock the booking's own code is asked for (and sent when made); a lock
 * code no longer needed is taken off. Answers how many bookings were given another code.
 */
export async function regiveWaysIn(
  tx: Sql,
  fieldId: number,
  publicUrl: string,
  now: Date,
): Promise<number> {
  const rows = await tx.query<{ id: number | string }>(
    `select id from bookings
      where field_id = $1 and status = 'complete' and ends_at > $2
      order by starts_at, id`,
    [fieldId, now],
  );
  let changed = 0;
  for (const row of rows) {
    // The booking before its lock code, as a move, a cancellation and the lock job take them.
    const booking = await lockBooking(tx, Number(row.id));
    if (!booking) continue;
    const code = await giveWayIn(tx, booking, now);
    if (code === booking.bookingCode) continue;
    changed += 1;
    await setBookingCode(tx, booking.id, code);
    if (code === null) continue;
    const given = { ...booking, bookingCode: code };
    const emails = await emailContextOf(tx, given, publicUrl, now);
    await enqueueEmail(tx, gateCodeEmail(given, emails), now);
  }
  return changed;
}
