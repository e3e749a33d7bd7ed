import { fieldWithId, namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import { timeSlotEditProblem } from '../../domain/adminRules';
import { hoursOn, outsideHoursProblem } from '../../domain/openingHours';
import { endOfHold, heldMinutes, isClockTime } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import { giveWayIn } from '../access/wayIn';
import { type Actor, audit } from '../audit/auditSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { takeSlot } from '../bookingLifecycle/takeSlot';
import { moveBookingSlot } from '../bookings/bookingChangesSql';
import { movedEmail } from '../bookings/bookingEmails';
import { type BookingRecord, findBooking, lockBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { markDetailsSent } from '../bookings/remindersSql';
import type { Sql } from '../db/database';
import { locks, takeLock } from '../db/locks';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { currentPark } from '../park/currentPark';
import { readPublicPark } from '../park/parkSql';

const editProblem = (message: string) =>
  new AppError('admin/time-slot', message, { time: message });

/** The seed's messages for what was typed, then the rules of the day: confirmed, within hours. */
function checkEdit(booking: BookingRecord, typed: string, park: PublicPark): string {
  const problem = timeSlotEditProblem(booking.time, typed);
  if (problem) throw editProblem(problem);
  const time = typed.trim();
  if (booking.status !== 'complete') throw editProblem('Only a confirmed booking can be moved.');
  const { hours } = fieldWithId(park, booking.fieldId);
  const outside = outsideHoursProblem(hoursOn(hours, booking.date), time, booking.minutes);
  if (outside) throw editProblem(outside);
  return time;
}

async function moveWithinDay(
  deps: LifecycleContext,
  tx: Sql,
  move: { actor: Actor; booking: BookingRecord; time: string; park: PublicPark; now: Date },
): Promise<void> {
  const { booking, time, park, now } = move;
  const startsAt = instantOf(booking.date, time, park.timeZone);
  const { handoverMinutes } = fieldWithId(park, booking.fieldId);
  const slot = {
    id: booking.id,
    fieldId: booking.fieldId,
    startsAt,
    endsAt: endOfHold(startsAt, heldMinutes(booking.minutes, handoverMinutes)),
    date: booking.date,
  };
  // The same day keeps a week's or a day's code; a lock's code is for the old time: replaced.
  const moved = { ...slot, time, bookingCode: await giveWayIn(tx, slot, now) };
  await moveBookingSlot(tx, booking.id, moved, false);
  if (!booking.isManual) {
    const emails = await emailContextOf(tx, booking, deps.publicUrl, now);
    await enqueueEmail(
      tx,
      movedEmail({ ...booking, ...moved }, emails, `park-${now.getTime()}`),
      now,
    );
    // It carries the new time and code: a reminder for the new time only if that is still far off.
    await markDetailsSent(tx, booking.id, now);
  }
  // A park of one field names none, as Activity always read.
  const field = namedField(park, booking);
  const details = `booking ${booking.id} on ${booking.date}${field ? `, ${field}` : ''}: ${booking.time} to ${time}`;
  await audit(tx, move.actor, 'booking moved', details, now, booking.id);
}

/**
 * A super admin moves a booking to another time the same day. The seed's messages for what was
 * typed; the exclusion constraint for a taken slot; the customer is e-mailed the new time.
 */
export async function changeTimeSlot(
  deps: LifecycleContext,
  actor: Actor,
  id: number,
  typed: string,
): Promise<void> {
  const park = await readPublicPark(deps.db);
  const now = deps.clock.now();
  const move = () =>
    deps.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, id);
      if (!booking) throw new AppError('booking/not-found');
      // A mistake is answered before waiting for the day; the hours are checked again after.
      checkEdit(booking, typed, park);
      await takeLock(tx, locks.bookingDay(booking.fieldId, booking.date));
      // The field's hours as the database has them now (decision 140), until this commits.
      const current = await currentPark(tx, park);
      const time = checkEdit(booking, typed, current);
      await moveWithinDay(deps, tx, { actor, booking, time, park: current, now });
    });
  // A lapsed hold in the way is ended first, as for any booking; a typing mistake needs no slot.
  const current = await findBooking(deps.db, id);
  const time = typed.trim();
  if (current && isClockTime(time) && !timeSlotEditProblem(current.time, time)) {
    const startsAt = instantOf(current.date, time, park.timeZone);
    const { handoverMinutes } = fieldWithId(park, current.fieldId);
    const held = heldMinutes(current.minutes, handoverMinutes);
    const slot = { fieldId: current.fieldId, startsAt, endsAt: endOfHold(startsAt, held) };
    await takeSlot(deps, slot, move);
  } else {
    await move();
  }
  deps.outbox.wake();
  // The time it left may be one someone is waiting for.
  deps.waitlist.wake();
}
