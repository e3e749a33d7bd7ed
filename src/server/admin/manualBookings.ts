import { fieldOf, namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { emailKey } from '../../domain/accounts';
import { isWithinReach } from '../../domain/calendar';
import { isLocalDate, localDateAt, localTimeAt } from '../../domain/dates';
import { lengthsInWords } from '../../domain/fieldSales';
import { hoursOn, outsideHoursProblem } from '../../domain/openingHours';
import { endOfHold, heldMinutes, slotHasStarted } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import { planLockCode } from '../access/lockCodesSql';
import { codeForBooking } from '../access/wayIn';
import { type Actor, audit } from '../audit/auditSql';
import { joinProvenAccount } from '../auth/provenAddressSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { takeSlot } from '../bookingLifecycle/takeSlot';
import { insertManualBooking, linkPayment } from '../bookings/bookingChangesSql';
import { findBooking } from '../bookings/bookingRecordSql';
import type { Sql } from '../db/database';
import { type AdvisoryLock, locks, takeLocks } from '../db/locks';
import { AppError } from '../http/errors';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { checkedNow } from '../park/currentPark';
import { readPublicPark } from '../park/parkSql';
import { insertPayment } from '../payments/paymentsSql';
import { bookFor, keepTypedCustomer, liveAccount, type TypedCustomer } from './manualCustomerSql';

const problem = (field: 'date' | 'time' | 'minutes' | 'fieldId' | 'customerId', message: string) =>
  new AppError('admin/manual-booking', message, { [field]: message });

interface ManualRequest {
  date: string;
  time: string;
  dogs: number;
  minutes: number;
  /** The field; the first when none is named. */
  fieldId?: number | undefined;
  /** Whom it is for (decisions 125, 135): an account, else someone typed, else nobody. */
  customerId?: string | undefined;
  customerName?: string | null | undefined;
  customerEmail?: string | null | undefined;
  customerMobile?: string | null | undefined;
}

/** Whom the booking is for: an account staff chose, someone by what was typed, or the park. */
type ManualCustomer =
  | { kind: 'account'; id: string }
  | { kind: 'typed'; customer: TypedCustomer }
  | { kind: 'park' };

/**
 * An account chosen from the list (staff's deliberate choice), else what was typed, else the
 * park itself. Whether a typed address is an account's is asked inside the booking's
 * transaction (`recordCustomer`), under the address's lock.
 */
async function manualCustomer(sql: Sql, request: ManualRequest): Promise<ManualCustomer> {
  if (request.customerId) {
    const account = await liveAccount(sql, request.customerId);
    if (!account) throw problem('customerId', 'That customer has no account any more.');
    return { kind: 'account', id: account.id };
  }
  const typed = {
    name: request.customerName ?? null,
    email: request.customerEmail ?? null,
    mobile: request.customerMobile ?? null,
  };
  if (typed.name || typed.email || typed.mobile) return { kind: 'typed', customer: typed };
  return { kind: 'park' };
}

/**
 * What was typed stays on the booking, whoever it turns out to be for; the booking is an
 * account's only when that account has proved the typed address (decision 135), and nothing
 * typed is written into the account.
 */
async function recordCustomer(sql: Sql, bookingId: number, customer: ManualCustomer) {
  if (customer.kind === 'account') {
    await bookFor(sql, bookingId, customer.id);
  } else if (customer.kind === 'typed') {
    await keepTypedCustomer(sql, bookingId, customer.customer);
    if (customer.customer.email) await joinProvenAccount(sql, customer.customer.email);
  }
}

/** The address's lock comes before the day's (db/locks.ts): taken first, when there is one. */
function addressLock(customer: ManualCustomer): AdvisoryLock[] {
  return customer.kind === 'typed' && customer.customer.email
    ? [locks.bookedAddress(emailKey(customer.customer.email))]
    : [];
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
      await takeLocks(tx, [
        ...addressLock(customer),
        locks.bookingDay(planned.fieldId, planned.date),
      ]);
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
