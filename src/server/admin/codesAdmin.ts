import type { ChangeCodeResponse, CodesResponse } from '../../contract/admin';
import { formatYearMonth, monthLabel, rollingWindow, type YearMonth } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { doorCodeWeeks, doorWeekOf } from '../../domain/doorCodes';
import { audit } from '../audit/auditSql';
import type { SessionUser } from '../auth/sessionsSql';
import { gateCodeEmail } from '../bookings/bookingEmails';
import { completeBookingsBetween, setBookingCode } from '../bookings/bookingsSql';
import { emailContextOf } from '../bookings/emailContext';
import { codesOfMonth, setDoorCode } from '../doorCodes/doorCodesSql';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../errors';
import { readPublicPark } from '../park/parkSql';
import type { PaymentsContext } from '../payments/paymentsContext';

/** Today's code and every week's code of the booking window, drawing codes for months that have none. */
export async function codes(context: PaymentsContext): Promise<CodesResponse> {
  const now = context.clock.now();
  const park = await readPublicPark(context.db);
  const today = localDateAt(now, park.timeZone);
  const months = [];
  for (const ym of rollingWindow(today)) {
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

/**
 * Changes a week's code. Bookings already confirmed for that week keep the code they were sent,
 * unless `notify`: then they take the new one and their customers are e-mailed it.
 */
export async function changeCode(
  context: PaymentsContext,
  actor: SessionUser,
  week: YearMonth & { week: number },
  request: { code: string | null; notify: boolean },
): Promise<ChangeCodeResponse> {
  if (week.week < 1 || week.week > 4 || week.month < 1 || week.month > 12) {
    throw new AppError('admin/no-such-week', 404, 'There is no such week.');
  }
  const range = doorCodeWeeks(week).find((candidate) => candidate.week === week.week);
  if (!range) throw new AppError('admin/no-such-week', 404, 'There is no such week.');
  const result = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const code = await setDoorCode(tx, week, request.code, now);
    let notified = 0;
    if (request.notify) {
      for (const booking of await completeBookingsBetween(tx, range.start, range.end, now)) {
        if (booking.bookingCode === code) continue;
        await setBookingCode(tx, booking.id, code);
        if (booking.isManual) continue;
        const emails = await emailContextOf(tx, booking, context.publicUrl, now);
        await enqueueEmail(tx, gateCodeEmail({ ...booking, bookingCode: code }, emails), now);
        notified += 1;
      }
    }
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
