import { summaryDayDue } from '../../domain/ownerSummary';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { fieldCodesOn } from '../doorCodes/fieldDayCodes';
import { enqueueEmail } from '../email/outboxSql';
import { type DaySummary, dailySummaryEmail } from './ownerEmails';
import {
  claimSummaryDay,
  closuresOn,
  confirmedBookingsBetween,
  type OwnerPark,
  readOwnerPark,
} from './ownerNoticesSql';

export type SummaryDeps = Pick<AppContext, 'db' | 'clock' | 'publicUrl' | 'outbox'>;

/**
 * The day's gate codes and closures: the first field's code and the day's closure in a park of
 * one field (as the summary always read); with several, each field's code and own closure, and
 * the whole park's closure apart.
 */
async function codesAndClosures(
  tx: Sql,
  park: OwnerPark,
  day: string,
  now: Date,
): Promise<Pick<DaySummary, 'gateCode' | 'closed' | 'fields'>> {
  const several = park.fields.length > 1;
  const ids = several ? park.fields.map((field) => field.id) : [park.firstFieldId];
  const codes = await fieldCodesOn(tx, ids, day, now);
  const gateCode = codes.get(park.firstFieldId)?.code;
  if (!gateCode) throw new Error('no gate code read for the first field');
  const closures = await closuresOn(tx, day);
  if (!several) return { gateCode, closed: closures[0]?.reason ?? null };
  return {
    gateCode,
    closed: closures.find((closure) => closure.fieldId === null)?.reason ?? null,
    fields: park.fields.map((field) => ({
      name: field.name,
      gateCode: codes.get(field.id)?.code ?? gateCode,
      closed: closures.find((closure) => closure.fieldId === field.id)?.reason ?? null,
    })),
  };
}

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

    const codes = await codesAndClosures(tx, park, day, now);
    const bookings = await confirmedBookingsBetween(tx, day, day);
    const claim = { day, bookings: bookings.length, gateCode: codes.gateCode };
    if (!(await claimSummaryDay(tx, claim, now))) return false;
    const summary = { day, bookings, ...codes };
    await enqueueEmail(tx, dailySummaryEmail(summary, { park, publicUrl: deps.publicUrl }), now);
    return true;
  });
  if (written) deps.outbox.wake();
  return written;
}
