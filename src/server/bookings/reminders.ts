import type { Database, Sql } from '../db/database';
import { enqueueEmail } from '../email/outboxSql';
import type { OutboxWorker } from '../email/worker';
import { readPublicPark } from '../park/parkSql';
import type { Clock } from '../platform/clock';
import { type BookingEmailContext, reminderEmail } from './bookingEmails';
import type { BookingRecord } from './bookingRecordSql';
import { emailContextOf } from './emailContext';
import { dueReminders, markReminded } from './remindersSql';

/** Writes a booking's reminder and notes the start it was written for. */
async function writeReminder(
  tx: Sql,
  booking: BookingRecord,
  emails: BookingEmailContext,
  now: Date,
): Promise<void> {
  await enqueueEmail(tx, reminderEmail(booking, emails), now);
  await markReminded(tx, booking.id, booking.startsAt);
}

/**
 * Writes the reminder of every paid booking that starts within the reminder lead time, unless
 * its confirmation or moved e-mail already went within it. The rows are locked and skipped by
 * other instances, and each reminder's key is its booking and start: however often this runs,
 * one e-mail per booking and time, and none for a cancelled booking.
 */
export async function sendDueReminders(context: {
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  publicUrl: string;
}): Promise<number> {
  const park = await readPublicPark(context.db);
  const written = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const due = await dueReminders(tx, now, park.reminderHours, 50);
    for (const booking of due) {
      await writeReminder(
        tx,
        booking,
        await emailContextOf(tx, booking, context.publicUrl, now),
        now,
      );
    }
    return due.length;
  });
  if (written > 0) context.outbox.wake();
  return written;
}
