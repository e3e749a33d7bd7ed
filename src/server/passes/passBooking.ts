import { fieldRules } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import { whyNotBookableFor } from '../../domain/bookable';
import { whyPassCannotBook } from '../../domain/passes';
import { planLockCode } from '../access/lockCodesSql';
import { codeForBooking } from '../access/wayIn';
import type { SessionUser } from '../auth/sessionsSql';
import {
  type BookingRequest,
  dogCountRefusal,
  holdFor,
  notBookable,
} from '../bookingLifecycle/createBooking';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { takeSlot } from '../bookingLifecycle/takeSlot';
import { contactForBooking } from '../bookingProfile/contact';
import { agreedRules } from '../bookingProfile/rulesAcceptance';
import { confirmationEmail } from '../bookings/bookingEmails';
import { findBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import type { NewPendingBooking } from '../bookings/holdsSql';
import type { Sql } from '../db/database';
import { locks, takeLock } from '../db/locks';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { type Checked, checkedNow } from '../park/currentPark';
import { readPublicPark } from '../park/parkSql';
import { requestedField } from '../park/requestedField';
import { insertPassBooking } from './passBookingSql';
import { lockPass, type PassRecord } from './passesSql';
import { passState } from './passView';

/** What of a booking a pass must cover: its field, day, length and band. */
export type PassSlot = Parameters<typeof whyPassCannotBook>[1];

/**
 * Refuses a pass that can't pay for the slot; someone else's pass is answered exactly as a
 * missing one.
 */
export function mustCover(pass: PassRecord | null, user: SessionUser, slot: PassSlot): void {
  if (!pass || pass.userId !== user.id) throw new AppError('pass/not-found');
  const why = whyPassCannotBook(passState(pass), slot);
  if (why) throw new AppError('pass/cannot-book', why);
}

/** Takes a session of the pass, locked so two bookings never take its last one. */
export async function takeSession(
  tx: Sql,
  user: SessionUser,
  passId: number,
  slot: PassSlot,
): Promise<void> {
  mustCover(await lockPass(tx, passId), user, slot);
}

/**
 * A booking just paid with a session: its own code asked of the lock (on a field opened by
 * one), the customer's confirmation and the owner's notice, as for any booking confirmed.
 */
export async function announcePassBooking(
  tx: Sql,
  deps: Pick<LifecycleContext, 'publicUrl'>,
  id: number,
  now: Date,
): Promise<void> {
  const booking = await findBooking(tx, id);
  if (!booking) throw new Error(`booking ${id} vanished`);
  await planLockCode(tx, booking, now);
  const emails = await emailContextOf(tx, booking, deps.publicUrl, now);
  await enqueueEmail(tx, confirmationEmail(booking, emails), now);
  await enqueueOwnerNotice(tx, emails, { kind: 'booked', booking });
}

/** Where a booking paid with a pass goes: no checkout, the page that shows it confirmed. */
export function passBookedAnswer(
  deps: Pick<LifecycleContext, 'publicUrl'>,
  bookingId: number,
): { bookingId: number; checkoutUrl: string } {
  return { bookingId, checkoutUrl: `${deps.publicUrl}/pay-success/${bookingId}` };
}

/**
 * One transaction: the rules ticked, the name and mobile, the pass's session, the day's queue,
 * the field checked again as the database has it now (decision 140), and the booking.
 */
function bookOnPass(
  deps: LifecycleContext,
  user: SessionUser,
  planned: Checked<NewPendingBooking>,
  plan: (park: PublicPark) => NewPendingBooking,
  request: BookingRequest & { passId: number },
  now: Date,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rules = await agreedRules(tx, user.id, request.rulesVersion, now);
    await contactForBooking(tx, user.id, request.contact);
    await takeSession(tx, user, request.passId, planned.value);
    await takeLock(tx, locks.bookingDay(planned.value.fieldId, planned.value.date));
    const { value: hold } = await checkedNow(tx, planned, plan);
    const bookingCode = await codeForBooking(tx, hold.fieldId, hold.date, now);
    const id = await insertPassBooking(
      tx,
      hold,
      { passId: request.passId, bookingCode },
      rules,
      now,
    );
    await announcePassBooking(tx, deps, id, now);
    return id;
  });
}

/** Book Now's rules for a booking on a pass, against `park`; answers what it books. */
function checkedPassHold(
  deps: LifecycleContext,
  user: SessionUser,
  park: PublicPark,
  request: BookingRequest,
  now: Date,
): NewPendingBooking {
  const field = requestedField(park, request);
  const refusal = whyNotBookableFor(fieldRules(park, field), request, now);
  if (refusal) throw notBookable(refusal);
  if (request.discountCode) throw new AppError('pass/no-discount');
  const badCount = dogCountRefusal(request, field);
  if (badCount) throw badCount;
  return holdFor(deps, user, park, field, request, request.date, now);
}

/**
 * Book Now with a pass: one session of it instead of a payment, so no checkout (decision 101).
 * Only for the band and length the pass covers, on a day it is good for. Answers the page
 * that shows the booking confirmed.
 */
export async function bookWithPass(
  deps: LifecycleContext,
  user: SessionUser,
  request: BookingRequest & { passId: number },
): Promise<{ bookingId: number; checkoutUrl: string }> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  const hold = checkedPassHold(deps, user, park, request, now);
  // Checked again on the field whose day is locked, however the park lists its fields now.
  const pinned = { ...request, fieldId: hold.fieldId };
  const plan = (current: PublicPark) => checkedPassHold(deps, user, current, pinned, now);
  const bookingId = await takeSlot(deps, hold, () =>
    bookOnPass(deps, user, { park, value: hold }, plan, request, now),
  );
  deps.outbox.wake();
  return passBookedAnswer(deps, bookingId);
}
