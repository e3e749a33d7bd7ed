import type { ChangeCodeResponse, CodesResponse } from '../../contract/admin';
import { formatYearMonth, monthLabel, rollingWindow, type YearMonth } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { doorCodeWeeks, doorWeekOf } from '../../domain/doorCodes';
import { type Actor, audit } from '../audit/auditSql';
import { setBookingCode } from '../bookings/bookingChangesSql';
import { gateCodeEmail } from '../bookings/bookingEmails';
import { completeBookingsBetween } from '../bookings/bookingListsSql';
import { emailContextOf } from '../bookings/emailContext';
import type { Clock } from '../clock';
import type { Database, Sql } from '../db/database';
import { codesOfMonth, setDoorCode } from '../doorCodes/doorCodesSql';
import { enqueueEmail } from '../email/outboxSql';
import type { OutboxWorker } from '../email/worker';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';

export interface CodesDeps {
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  publicUrl: string;
}

/** Today's code and every week's code of the booking window, drawing codes for months that have none. */
export async function codes(context: Pick<CodesDeps, 'db' | 'clock'>): Promise<CodesResponse> {
  const now = context.clock.now();
  const park = await readPublicPark(context.db);
  const today = localDateAt(now, park.timeZone);
  const months = [];
  for (const ym of rollingWindow(today, park.bookingWindowMonths)) {
    const codesByWeek = await codesOfMonth(context.db, ym.year, ym.month, now);
    months.push({
      month: formatYearMonth(ym),
      label: monthLabel(ym),
      weeks: doorCodeWeeks(ym).map((range) => ({
        week: range.week,
        label: range.label,
        start: range.start,
        end: range.end,
        code: codesByWeek.get(range.week) ?? 'N/A',
      })),
    });
  }
  const todayWeek = doorWeekOf(today);
  const todayCode = months[0]?.weeks.find((week) => week.week === todayWeek)?.code;
  return { today: todayCode ? { date: today, week: todayWeek, code: todayCode } : null, months };
}

/** Gives the week's confirmed bookings its new code and e-mails their customers; answers how many. */
async function tellTheWeek(
  tx: Sql,
  publicUrl: string,
  week: { start: string; end: string; code: string },
  now: Date,
): Promise<number> {
  let notified = 0;
  for (const booking of await completeBookingsBetween(tx, week.start, week.end, now)) {
    if (booking.bookingCode === week.code) continue;
    await setBookingCode(tx, booking.id, week.code);
    if (booking.isManual) continue;
    const emails = await emailContextOf(tx, booking, publicUrl, now);
    await enqueueEmail(tx, gateCodeEmail({ ...booking, bookingCode: week.code }, emails), now);
    notified += 1;
  }
  return notified;
}

/**
 * Changes a week's code. Bookings already confirmed for that week keep the code they were sent,
 * unless `notify`: then they take the new one and their customers are e-mailed it.
 */
export async function changeCode(
  context: CodesDeps,
  actor: Actor,
  week: YearMonth & { week: number },
  request: { code: string | null; notify: boolean },
): Promise<ChangeCodeResponse> {
  if (week.week < 1 || week.week > 4 || week.month < 1 || week.month > 12) {
    throw new AppError('admin/no-such-week');
  }
  const range = doorCodeWeeks(week).find((candidate) => candidate.week === week.week);
  if (!range) throw new AppError('admin/no-such-week');
  const result = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const code = await setDoorCode(tx, week, request.code, now);
    const notified = request.notify
      ? await tellTheWeek(tx, context.publicUrl, { ...range, code }, now)
      : 0;
    await audit(
      tx,
      actor,
      'door code changed',
      `${range.label} of ${monthLabel(week)} (${range.start} to ${range.end}): ${request.code ? 'set' : 'drawn at random'}${request.notify ? `, ${notified} booking(s) told` : ''}`,
      now,
    );
    return { code, notified };
  });
  if (result.notified > 0) context.outbox.wake();
  return result;
}
