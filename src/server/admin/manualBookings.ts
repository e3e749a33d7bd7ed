import { fieldOf, namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { isWithinReach } from '../../domain/calendar';
import { isLocalDate, localDateAt, localTimeAt } from '../../domain/dates';
import { lengthsInWords } from '../../domain/fieldSales';
import { hoursOn, outsideHoursProblem } from '../../domain/openingHours';
import { endOfHold, heldMinutes, slotHasStarted } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import { planLockCode } from '../access/lockCodesSql';
import { codeForBooking } from '../access/wayIn';
import { type Actor, audit } from '../audit/auditSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { takeSlot } from '../bookingLifecycle/takeSlot';
import { insertManualBooking, linkPayment } from '../bookings/bookingChangesSql';
import { findBooking } from '../bookings/bookingRecordSql';
import { locks, takeLock } from '../db/locks';
import { AppError } from '../http/errors';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { readPublicPark } from '../park/parkSql';
import { insertPayment } from '../payments/paymentsSql';

const problem = (field: 'date' | 'time' | 'minutes' | 'fieldId', message: string) =>
  new AppError('admin/manual-booking', message, { [field]: message });

interface ManualRequest {
  date: string;
  time: string;
  dogs: number;
  minutes: number;
  /** The field; the first when none is named. */
  fieldId?: number | undefined;
}

/** The field to book, open to new bookings and selling the length asked for. */
function manualField(park: PublicPark, request: ManualRequest): ParkField {
  const field = fieldOf(park, request.fieldId);
  if (!field) throw problem('fieldId', 'There is no such field.');
  if (field.retired) throw problem('fieldId', 'That field is closed to new bookings.');
  if (!field.lengths.includes(request.minutes)) {
    throw problem('minutes', `Sessions are ${lengthsInWords(field.lengths)}.`);
  }
  return field;
}

/**
 * Checks what was typed, with the manual booking form's own messages: a day from today to the
 * end of the window, an HH:MM time within the field's opening hours that has not started.
 */
function checkManualRequest(
  park: PublicPark,
  field: ParkField,
  request: ManualRequest,
  now: Date,
): { date: string; time: string } {
  const date = request.date.trim();
  const time = request.time.trim();
  if (date === '') throw problem('date', 'Please choose a day.');
  if (!isLocalDate(date)) throw problem('date', 'That is not a date.');
  const today = localDateAt(now, park.timeZone);
  if (date < today) throw problem('date', 'That day has passed.');
  if (!isWithinReach(date, today, park.bookingWindowMonths))
    throw problem('date', 'That day is outside the months open for booking.');
  if (time === '') throw problem('time', 'Please enter a time slot.');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    throw problem('time', 'Invalid time slot format, needs to be HH:MM');
  const outside = outsideHoursProblem(hoursOn(field.hours, date), time, request.minutes);
  if (outside) throw problem('time', outside);
  if (slotHasStarted(date, time, today, localTimeAt(now, park.timeZone)))
    throw problem('time', 'That time has already started.');
  return { date, time };
}

/**
 * The park books a session itself ('Manual Booking'): complete at once, priced 0, with a
 * zero-amount payment linked both ways, and held to the same no-overlap rule as every booking.
 */
export async function bookManually(
  context: LifecycleContext,
  actor: Actor,
  request: ManualRequest,
): Promise<{ bookingId: number; paymentId: number }> {
  const park = await readPublicPark(context.db);
  const now = context.clock.now();
  const field = manualField(park, request);
  const { date, time } = checkManualRequest(park, field, request, now);
  // A park of one field names none, as Activity always read.
  const fieldName = namedField(park, { fieldId: field.id });

  const startsAt = instantOf(date, time, park.timeZone);
  const endsAt = endOfHold(startsAt, heldMinutes(request.minutes, field.handoverMinutes));
  return takeSlot(context, { fieldId: field.id, startsAt, endsAt }, () =>
    context.db.transaction(async (tx) => {
      await takeLock(tx, locks.bookingDay(field.id, date));
      const bookingId = await insertManualBooking(
        tx,
        {
          startsAt,
          endsAt,
          date,
          time,
          minutes: request.minutes,
          dogCount: request.dogs,
          fieldId: field.id,
          bookingCode: await codeForBooking(tx, field.id, date, now),
        },
        now,
      );
      const paymentId = await insertPayment(
        tx,
        { bookingId, userId: null, amountPence: 0, provider: 'manual', providerReference: null },
        now,
      );
      await linkPayment(tx, bookingId, paymentId);
      await planLockCode(tx, { id: bookingId, fieldId: field.id, startsAt, endsAt }, now);
      await audit(
        tx,
        actor,
        'manual booking',
        `booking ${bookingId}: ${date} ${time}, ${request.minutes} minutes, ${request.dogs} dog(s)${fieldName ? `, ${fieldName}` : ''}`,
        now,
        bookingId,
      );
      const booking = await findBooking(tx, bookingId);
      if (booking) {
        const notice = { kind: 'booked', booking, by: actor.email } as const;
        await enqueueOwnerNotice(tx, { publicUrl: context.publicUrl, now }, notice);
      }
      return { bookingId, paymentId };
    }),
  );
}
