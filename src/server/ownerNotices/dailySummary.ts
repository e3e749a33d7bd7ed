import { parseLocalDate } from '../../domain/dates';
import { doorWeekOf } from '../../domain/doorCodes';
import { summaryDayDue } from '../../domain/ownerSummary';
import type { AppContext } from '../context/appContext';
import { doorCode } from '../doorCodes/doorCodesSql';
import { enqueueEmail } from '../email/outboxSql';
import { dailySummaryEmail } from './ownerEmails';
import {
  claimSummaryDay,
  closedReason,
  confirmedBookingsBetween,
  readOwnerPark,
} from './ownerNoticesSql';

export type SummaryDeps = Pick<AppContext, 'db' | 'clock' | 'publicUrl' | 'outbox'>;

/**
 * A sweep task: from 06:00 park time, today's summary to the park's address (the day's gate
 * code and bookings), once. Every instance's sweep calls it, often at the same moment; the
 * summary is claimed by a row keyed by the day in the transaction that writes the e-mail, so
 * one writes it and the others find it written. While notices are off nothing is claimed, so
 * switching them on later that day still sends that day's. Answers whether it wrote one.
 */
export async function writeDailySummary(deps: SummaryDeps): Promise<boolean> {
  const now = deps.clock.now();
  const written = await deps.db.transaction(async (tx) => {
    const park = await readOwnerPark(tx);
    if (!park.noticesOn) return false;
    const day = summaryDayDue(now, park.timeZone);
    if (!day) return false;
    // The usual answer, every sweep after the first of the day, without drawing anything.
    const [done] = await tx.query('select 1 from owner_summaries where day = $1', [day]);
    if (done) return false;

    const { year, month } = parseLocalDate(day);
    const gateCode = await doorCode(
      tx,
      park.firstFieldId,
      { year, month, week: doorWeekOf(day) },
      now,
    );
    const bookings = await confirmedBookingsBetween(tx, day, day);
    if (!(await claimSummaryDay(tx, { day, bookings: bookings.length, gateCode }, now))) {
      return false;
    }
    const summary = { day, gateCode, bookings, closed: await closedReason(tx, day) };
    await enqueueEmail(tx, dailySummaryEmail(summary, { park, publicUrl: deps.publicUrl }), now);
    return true;
  });
  if (written) deps.outbox.wake();
  return written;
}
