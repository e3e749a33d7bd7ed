import { randomBytes } from 'node:crypto';
import type { ChangeCodeResponse, CodesResponse, WeekBooking } from '../../contract/admin';
import { firstField, namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { formatYearMonth, monthLabel, rollingWindow, type YearMonth } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { doorCodeWeeks, doorWeekOf } from '../../domain/doorCodes';
import { type Actor, audit } from '../audit/auditSql';
import { setBookingCode } from '../bookings/bookingChangesSql';
import { gateCodeEmail } from '../bookings/bookingEmails';
import { emailContextOf } from '../bookings/emailContext';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { codesOfMonths, setDoorCode } from '../doorCodes/doorCodesSql';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { paidBookingsToCome } from './codeChangesSql';
import { fieldAsked } from './fieldAsked';

/** The field whose codes are asked for: the first when none is named. */
function codesField(
  park: PublicPark,
  fieldId: number | null,
  part: 'field' | 'fieldId',
): ParkField {
  return fieldId === null ? firstField(park) : fieldAsked(park, fieldId, part);
}

/**
 * Today's code and every week's code of the booking window, of the field asked for (the first
 * when none is), drawing codes for months that have none.
 */
export async function codes(
  context: Pick<AppContext, 'db' | 'clock'>,
  fieldId: number | null = null,
): Promise<CodesResponse> {
  const now = context.clock.now();
  const park = await readPublicPark(context.db);
  const field = codesField(park, fieldId, 'field');
  const today = localDateAt(now, park.timeZone);
  const window = rollingWindow(today, park.bookingWindowMonths);
  const codesByWeek = await codesOfMonths(context.db, field.id, window, now);
  const months = window.map((ym) => ({
    month: formatYearMonth(ym),
    label: monthLabel(ym),
    weeks: doorCodeWeeks(ym).map((range) => ({
      week: range.week,
      label: range.label,
      start: range.start,
      end: range.end,
      code: codesByWeek.get(`${ym.year}-${ym.month}-${range.week}`) ?? 'N/A',
    })),
  }));
  const todayWeek = doorWeekOf(today);
  const todayCode = months[0]?.weeks.find((week) => week.week === todayWeek)?.code;
  return { today: todayCode ? { date: today, week: todayWeek, code: todayCode } : null, months };
}

function weekRange(week: YearMonth & { week: number }) {
  if (week.month < 1 || week.month > 12) throw new AppError('admin/no-such-week');
  const range = doorCodeWeeks(week).find((candidate) => candidate.week === week.week);
  if (!range) throw new AppError('admin/no-such-week');
  return range;
}

/** What changing a week's code of the field would reach: its paid bookings that have not ended. */
export async function weekBookings(
  context: Pick<AppContext, 'db' | 'clock'>,
  week: YearMonth & { week: number },
  fieldId: number | null = null,
): Promise<WeekBooking[]> {
  const range = weekRange(week);
  const field = codesField(await readPublicPark(context.db), fieldId, 'field');
  const rows = await paidBookingsToCome(
    context.db,
    { from: range.start, to: range.end, fieldId: field.id },
    context.clock.now(),
  );
  return rows.map((booking) => ({
    id: booking.id,
    who: booking.userEmail ?? 'Manual Booking',
    date: booking.date,
    time: booking.time,
    minutes: booking.minutes,
    canEmail: booking.userId !== null,
  }));
}

/**
 * Gives every paid booking of the week still to come the new code, so My bookings, reminders
 * and every later e-mail show the code that will open the gate; with `notify`, their customers
 * are also e-mailed it. Answers how many took it and how many were told.
 */
async function giveTheWeek(
  tx: Sql,
  publicUrl: string,
  week: { start: string; end: string; fieldId: number; code: string; notify: boolean },
  now: Date,
): Promise<{ updated: number; notified: number }> {
  let updated = 0;
  let notified = 0;
  const days = { from: week.start, to: week.end, fieldId: week.fieldId };
  const bookings = await paidBookingsToCome(tx, days, now, true);
  for (const booking of bookings) {
    if (booking.bookingCode === week.code) continue;
    await setBookingCode(tx, booking.id, week.code);
    updated += 1;
    // The park's own bookings have no customer: their e-mails would only come back to the park.
    if (!week.notify || booking.userId === null) continue;
    const emails = await emailContextOf(tx, booking, publicUrl, now);
    const email = gateCodeEmail({ ...booking, bookingCode: week.code }, emails);
    // A code changed back and forth is news each time, so each change has a key of its own.
    const change = `${now.getTime()}:${randomBytes(4).toString('hex')}`;
    await enqueueEmail(tx, { ...email, dedupeKey: `${email.dedupeKey}:${change}` }, now);
    notified += 1;
  }
  return { updated, notified };
}

/**
 * Changes a week's code of a field (the first when none is named). The field's paid bookings
 * of the week still to come take it at once; with `notify` their customers are e-mailed it
 * too. Those already ended keep the code they used; other fields' bookings keep theirs.
 */
export async function changeCode(
  context: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>,
  actor: Actor,
  week: YearMonth & { week: number },
  request: { code: string | null; notify: boolean; fieldId?: number | undefined },
): Promise<ChangeCodeResponse> {
  const range = weekRange(week);
  const result = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const park = await readPublicPark(tx);
    const field = codesField(park, request.fieldId ?? null, 'fieldId');
    const code = await setDoorCode(tx, field.id, week, request.code, now);
    const { updated, notified } = await giveTheWeek(
      tx,
      context.publicUrl,
      { ...range, fieldId: field.id, code, notify: request.notify },
      now,
    );
    // A park of one field names none, as Activity always read.
    const name = namedField(park, { fieldId: field.id });
    await audit(
      tx,
      actor,
      'door code changed',
      `${range.label} of ${monthLabel(week)}${name ? `, ${name}` : ''} (${range.start} to ${range.end}): ${request.code ? 'set' : 'drawn at random'}, ${updated} booking(s) given it, ${notified} told`,
      now,
    );
    return { code, notified, updated };
  });
  if (result.notified > 0) context.outbox.wake();
  return result;
}
