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
import type { Sql } from '../db/database';
import { locks, takeLock } from '../db/locks';
import { AppError } from '../http/errors';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { checkedNow } from '../park/currentPark';
import { readPublicPark } from '../park/parkSql';
import { insertPayment } from '../payments/paymentsSql';
import {
  bookFor,
  fillMissingContact,
  keepNewCustomer,
  liveAccount,
  type NewCustomer,
} from './manualCustomerSql';

const problem = (field: 'date' | 'time' | 'minutes' | 'fieldId' | 'customerId', message: string) =>
  new AppError('admin/manual-booking', message, { [field]: message });

interface ManualRequest {
  date: string;
  time: string;
  dogs: number;
  minutes: number;
  /** The field; the first when none is named. */
  fieldId?: number | undefined;
  /** Whom it is for (decision 125): an account, else someone new, else nobody. */
  customerId?: string | undefined;
  customerName?: string | null | undefined;
  customerEmail?: string | null | undefined;
  customerMobile?: string | null | undefined;
}

/** Whom the booking is for: an account, someone new by what was typed, or the park itself. */
type ManualCustomer =
  | { kind: 'account'; id: string; fill: { name: string | null; mobile: string | null } }
  | { kind: 'new'; customer: NewCustomer }
  | { kind: 'park' };

/**
 * An account chosen, or one whose address was typed (the booking is then theirs, and what was
 * typed fills only what their account lacks); else someone new when anything was typed.
 */
async function manualCustomer(sql: Sql, request: ManualRequest): Promise<ManualCustomer> {
  const typed = {
    name: request.customerName ?? null,
    email: request.customerEmail ?? null,
    mobile: request.customerMobile ?? null,
  };
  if (request.customerId) {
    const account = await liveAccount(sql, { id: request.customerId });
    if (!account) throw problem('customerId', 'That customer has no account any more.');
    return { kind: 'account', id: account.id, fill: { name: null, mobile: null } };
  }
  const known = typed.email ? await liveAccount(sql, { email: typed.email }) : null;
  if (known) return { kind: 'account', id: known.id, fill: typed };
  if (typed.name || typed.email || typed.mobile) return { kind: 'new', customer: typed };
  return { kind: 'park' };
}

async function recordCustomer(sql: Sql, bookingId: number, customer: ManualCustomer) {
  if (customer.kind === 'account') {
    await bookFor(sql, bookingId, customer.id);
    await fillMissingContact(sql, customer.id, customer.fill);
  } else if (customer.kind === 'new') {
    await keepNewCustomer(sql, bookingId, customer.customer);
  }
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

/** What a manual booking books, checked against `park`. */
interface ManualSlot {
  fieldId: number;
  fieldName: string | null;
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
}

function checkedManualSlot(park: PublicPark, request: ManualRequest, now: Date): ManualSlot {
  const field = manualField(park, request);
  const { date, time } = checkManualRequest(park, field, request, now);
  const startsAt = instantOf(date, time, park.timeZone);
  return {
    fieldId: field.id,
    // A park of one field names none, as Activity always read.
    fieldName: namedField(park, { fieldId: field.id }),
    date,
    time,
    startsAt,
    endsAt: endOfHold(startsAt, heldMinutes(request.minutes, field.handoverMinutes)),
  };
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
  const planned = checkedManualSlot(park, request, now);
  const customer = await manualCustomer(context.db, request);
  // Checked again on the field whose day is locked, however the park lists its fields now.
  const pinned = { ...request, fieldId: planned.fieldId };

  return takeSlot(context, planned, () =>
    context.db.transaction(async (tx) => {
      await takeLock(tx, locks.bookingDay(planned.fieldId, planned.date));
      // The field as the database has it now (decision 140), until this commits.
      const { value: booked } = await checkedNow(tx, { park, value: planned }, (current) =>
        checkedManualSlot(current, pinned, now),
      );
      const { fieldId, fieldName, date, time, startsAt, endsAt } = booked;
      const bookingId = await insertManualBooking(
        tx,
        {
          startsAt,
          endsAt,
          date,
          time,
          minutes: request.minutes,
          dogCount: request.dogs,
          fieldId,
          bookingCode: await codeForBooking(tx, fieldId, date, now),
        },
        now,
      );
      const paymentId = await insertPayment(
        tx,
        { bookingId, userId: null, amountPence: 0, provider: 'manual', providerReference: null },
        now,
      );
      await linkPayment(tx, bookingId, paymentId);
      await recordCustomer(tx, bookingId, customer);
      await planLockCode(tx, { id: bookingId, fieldId, startsAt, endsAt }, now);
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
