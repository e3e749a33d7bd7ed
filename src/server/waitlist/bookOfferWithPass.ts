import type { BookOfferResponse } from '../../contract/waitlist';
import { codeForBooking } from '../access/wayIn';
import type { SessionUser } from '../auth/sessionsSql';
import { confirmIfPaid } from '../bookingLifecycle/confirmation';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { contactForBooking } from '../bookingProfile/contact';
import { agreedRules } from '../bookingProfile/rulesAcceptance';
import { type BookingRecord, findBooking, lockBooking } from '../bookings/bookingRecordSql';
import { AppError } from '../http/errors';
import {
  announcePassBooking,
  mustCover,
  type PassSlot,
  passBookedAnswer,
  takeSession,
} from '../passes/passBooking';
import { completeHoldOnPass } from '../passes/passBookingSql';
import { findPass } from '../passes/passesSql';
import { type OfferAnswers, stillHeld, whileClaimed } from './bookOffer';
import { forgetClosedCheckout } from './offersSql';

export interface OfferOnPass extends OfferAnswers {
  passId: number;
}

function slotOf(booking: BookingRecord): PassSlot {
  return {
    date: booking.date,
    minutes: booking.minutes,
    dogs: booking.dogs ?? '',
    fieldId: booking.fieldId,
  };
}

/**
 * A card checkout opened for the offer before is closed at the provider first, so the slot is
 * never paid twice (decision 123). Answers true when it turns out paid: the booking is then
 * confirmed by card, and no session is taken.
 */
async function closeCardCheckout(deps: LifecycleContext, booking: BookingRecord): Promise<boolean> {
  if (!booking.checkoutReference) return false;
  let paid: boolean;
  try {
    paid = await confirmIfPaid(deps, booking, true);
  } catch (error) {
    deps.log.error(
      { err: error, bookingId: booking.id },
      'could not close the checkout of an offer',
    );
    throw new AppError('booking/checkout-failed');
  }
  if (!paid) await forgetClosedCheckout(deps.db, booking.id);
  return paid;
}

/** One transaction: the rules ticked, the pass's session, and the hold made a booking. */
function completeOnPass(
  deps: LifecycleContext,
  user: SessionUser,
  bookingId: number,
  request: OfferOnPass,
  now: Date,
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const booking = stillHeld(await lockBooking(tx, bookingId), now);
    const rules = await agreedRules(tx, user.id, request.rulesVersion, now);
    await contactForBooking(tx, user.id, request.contact);
    await takeSession(tx, user, request.passId, slotOf(booking));
    const bookingCode = await codeForBooking(tx, booking.fieldId, booking.date, now);
    const pass = { passId: request.passId, bookingCode };
    if (!(await completeHoldOnPass(tx, booking.id, pass, rules, now))) {
      throw new AppError('waitlist/offer-lapsed');
    }
    // Complete, the place on the list reads booked (the trigger of migration 023).
    await announcePassBooking(tx, deps, booking.id, now);
  });
}

/**
 * "Book with your pass" on an offer: the slot held for them is booked with a session of their
 * pass instead of a payment, as Book Now books one (decision 101), and the place on the list
 * reads booked. Answers the page that shows the booking confirmed. A pass that can't pay for it
 * is refused before anything changes.
 */
export async function bookOfferWithPass(
  deps: LifecycleContext,
  user: SessionUser,
  id: number,
  request: OfferOnPass,
): Promise<BookOfferResponse> {
  const now = deps.clock.now();
  const bookingId = await whileClaimed(
    deps,
    user,
    id,
    now,
    'waitlist/booking-in-progress',
    async (heldId) => {
      const held = stillHeld(await findBooking(deps.db, heldId), now);
      // Asked before the card checkout is closed: a refused pass leaves it open.
      mustCover(await findPass(deps.db, request.passId), user, slotOf(held));
      if (await closeCardCheckout(deps, held)) return held.id;
      await completeOnPass(deps, user, held.id, request, now);
      return held.id;
    },
  );
  deps.outbox.wake();
  return passBookedAnswer(deps, bookingId);
}
