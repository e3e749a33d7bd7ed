import { fieldRules, fieldWithId, salesOf } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { whyNotBookable } from '../../domain/bookable';
import { canMove } from '../../domain/cancellation';
import { sessionPrice } from '../../domain/fieldSales';
import { endOfHold, heldMinutes } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import { giveWayIn } from '../access/wayIn';
import type { SessionUser } from '../auth/sessionsSql';
import { moveBookingSlot } from '../bookings/bookingChangesSql';
import { movedEmail } from '../bookings/bookingEmails';
import { type BookingRecord, findBooking, lockBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { mustBeTheirsToChange } from '../bookings/ownBooking';
import { markDetailsSent } from '../bookings/remindersSql';
import type { Sql } from '../db/database';
import { locks, takeLock } from '../db/locks';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { currentPark } from '../park/currentPark';
import { readPublicPark } from '../park/parkSql';
import { requestedField } from '../park/requestedField';
import type { LifecycleContext } from './lifecycleContext';
import { takeSlot } from './takeSlot';

interface Slot {
  date: string;
  time: string;
  /** Another field to move to; none: its own. */
  fieldId?: number | undefined;
}

/**
 * The field it moves to: its own, or another that sells the same session (length and dogs) for
 * the same price that day, so that a move stays free of charge and nothing is refunded.
 */
function fieldToMoveTo(park: PublicPark, booking: BookingRecord, to: Slot): ParkField {
  const own = fieldWithId(park, booking.fieldId);
  if (to.fieldId === undefined || to.fieldId === own.id) return own;
  const other = requestedField(park, {
    fieldId: to.fieldId,
    minutes: booking.minutes,
    dogs: booking.dogs ?? '',
  });
  const priceOn = (field: ParkField) =>
    sessionPrice(salesOf(field), booking.dogs ?? '', booking.minutes, to.date);
  if (priceOn(other) !== priceOn(own)) {
    throw new AppError(
      'booking/not-bookable',
      `${other.name} charges a different price for this session, so the booking can't move there.`,
    );
  }
  return other;
}

/** Whether this booking may move there now: paid, within the policy, another slot, bookable. */
function checkMove(
  booking: BookingRecord,
  to: Slot,
  field: ParkField,
  park: PublicPark,
  now: Date,
): void {
  if (
    booking.status !== 'complete' ||
    !canMove(booking.startsAt, now, park.cancellationCutoffHours, booking.moveCount)
  ) {
    throw new AppError(
      'booking/not-movable',
      `A paid booking can be moved once, up to ${park.cancellationCutoffHours} hours before it starts.`,
    );
  }
  if (to.date === booking.date && to.time === booking.time && field.id === booking.fieldId) {
    throw new AppError('booking/same-slot');
  }
  const rules = fieldRules(park, field);
  const refusal = whyNotBookable(rules, { ...to, minutes: booking.minutes }, now);
  if (refusal) throw new AppError('booking/not-bookable', refusal);
}

/**
 * Moves it, with its way in at the new time (decision 117), and e-mails the customer. The new
 * day is locked, and the move checked as the database has the field's settings now.
 */
async function moveTo(
  deps: LifecycleContext,
  tx: Sql,
  booking: BookingRecord,
  to: Slot,
  seen: { park: PublicPark; field: ParkField },
  now: Date,
): Promise<void> {
  await takeLock(tx, locks.bookingDay(seen.field.id, to.date));
  const park = await currentPark(tx, seen.park);
  let field = seen.field;
  if (park !== seen.park) {
    // The same field, its own or the one the move names, by the settings as they are now.
    field = fieldToMoveTo(park, booking, to);
    checkMove(booking, to, field, park, now);
  }
  const startsAt = instantOf(to.date, to.time, park.timeZone);
  const slot = {
    id: booking.id,
    fieldId: field.id,
    startsAt,
    endsAt: endOfHold(startsAt, heldMinutes(booking.minutes, field.handoverMinutes)),
    date: to.date,
  };
  const moved = { ...slot, time: to.time, bookingCode: await giveWayIn(tx, slot, now) };
  await moveBookingSlot(tx, booking.id, moved, true);
  const emails = await emailContextOf(tx, booking, deps.publicUrl, now);
  const email = movedEmail({ ...booking, ...moved }, emails, `customer-${booking.moveCount + 1}`);
  await enqueueEmail(tx, email, now);
  // It carries the new time and code: a reminder for the new time only if that is still far off.
  await markDetailsSent(tx, booking.id, now);
}

/**
 * Moves a paid booking, once and at no charge, to another free slot of the same length (and
 * the same dogs), on its field or another at the same price, while a refund would still be due. The exclusion constraint decides a race
 * for the new slot; the loser is left exactly as it was.
 */
export async function moveBooking(
  deps: LifecycleContext,
  user: SessionUser,
  id: number,
  to: Slot,
): Promise<void> {
  const park = await readPublicPark(deps.db);
  const now = deps.clock.now();
  const current = mustBeTheirsToChange(await findBooking(deps.db, id), user);
  const field = fieldToMoveTo(park, current, to);
  const startsAt = instantOf(to.date, to.time, park.timeZone);
  const slot = {
    fieldId: field.id,
    startsAt,
    endsAt: endOfHold(startsAt, heldMinutes(current.minutes, field.handoverMinutes)),
  };
  await takeSlot(deps, slot, () =>
    deps.db.transaction(async (tx) => {
      const booking = mustBeTheirsToChange(await lockBooking(tx, id), user);
      checkMove(booking, to, field, park, now);
      await moveTo(deps, tx, booking, to, { park, field }, now);
    }),
  );
  deps.outbox.wake();
  // The slot it left may be one someone is waiting for.
  deps.waitlist.wake();
}
