import type { ClosedDateBooking, ClosedDateRow } from '../../contract/admin';
import { namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import { isWithinReach } from '../../domain/calendar';
import { localDateAt } from '../../domain/dates';
import { type Actor, audit } from '../audit/auditSql';
import { closeDay } from '../bookingLifecycle/closures';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import type { Database, Sql } from '../db/database';
import { AppError } from '../http/errors';
import { deleteClosedDate, listClosedDates } from '../park/closedDatesSql';
import { readPublicPark } from '../park/parkSql';
import { bookingsOnDate } from './bookingCardsSql';
import { fieldAsked } from './fieldAsked';

/**
 * What Activity says was closed or reopened, after the date: nothing in a park of one field (as
 * it always read), else the field's name or the whole park.
 */
function placeWords(park: Pick<PublicPark, 'fields'>, fieldId: number | null | undefined): string {
  if (park.fields.length < 2 || fieldId === undefined) return '';
  return fieldId === null ? ', whole park' : `, ${namedField(park, { fieldId })}`;
}

/** The closed dates: each once in a park of one field, each closure apart with several. */
export async function closedDates(sql: Sql): Promise<ClosedDateRow[]> {
  const park = await readPublicPark(sql);
  const rows = await listClosedDates(sql);
  const named = rows.map((row) => ({
    ...row,
    fieldName: row.fieldId === null ? null : namedField(park, { fieldId: row.fieldId }),
  }));
  if (park.fields.length > 1) return named;
  return named.filter((row, index) => named[index - 1]?.date !== row.date);
}

/** What closing the date (for one field, or all) would cancel, each naming its field. */
export async function closedDateBookings(
  sql: Sql,
  date: string,
  fieldId: number | null,
): Promise<ClosedDateBooking[]> {
  const park = await readPublicPark(sql);
  if (fieldId !== null) fieldAsked(park, fieldId);
  const bookings = await bookingsOnDate(sql, date, fieldId);
  return bookings.map(({ fieldId: on, ...booking }) => ({
    ...booking,
    fieldName: namedField(park, { fieldId: on }),
  }));
}

/**
 * Closes a date, for the whole park or one field, cancelling and refunding its bookings (see
 * closeDay), and notes who did it.
 */
export async function closeDate(
  context: LifecycleContext,
  actor: Actor,
  request: { date: string; reason: string; fieldId?: number | null | undefined },
) {
  const { date, reason } = request;
  const fieldId = request.fieldId ?? null;
  const park = await readPublicPark(context.db);
  if (fieldId !== null) fieldAsked(park, fieldId, 'fieldId');
  const today = localDateAt(context.clock.now(), park.timeZone);
  if (!isWithinReach(date, today, park.bookingWindowMonths)) {
    const message = 'Choose a day from today to the end of the months open for booking.';
    throw new AppError('request/invalid', message, { date: message });
  }
  const result = await closeDay(context, date, reason, fieldId);
  await audit(
    context.db,
    actor,
    'date closed',
    `${date}${placeWords(park, fieldId)} (${reason}): ${result.cancelled} booking(s) cancelled, ${result.refunded} refund(s) made`,
    context.clock.now(),
  );
  return result;
}

/** Reopens a date: one closure of it, or (naming no field) all of them. */
export async function reopenDate(
  db: Database,
  actor: Actor,
  request: { date: string; fieldId?: number | null | undefined },
  now: Date,
): Promise<void> {
  const park = await readPublicPark(db);
  await db.transaction(async (tx) => {
    if (!(await deleteClosedDate(tx, request.date, request.fieldId))) {
      throw new AppError('admin/not-closed');
    }
    await audit(
      tx,
      actor,
      'date reopened',
      `${request.date}${placeWords(park, request.fieldId)}`,
      now,
    );
  });
}
