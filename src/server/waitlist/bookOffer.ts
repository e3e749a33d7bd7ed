import type { BookOfferResponse } from '../../contract/waitlist';
import type { WaitlistStatus } from '../../domain/waitlist';
import type { SessionUser } from '../auth/sessionsSql';
import { CHECKOUT_OPENS_WITHIN_MS } from '../bookingLifecycle/holdRules';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { openCheckoutFor } from '../bookingLifecycle/openCheckout';
import { contactForBooking, type SentContact } from '../bookingProfile/contact';
import { agreedRules } from '../bookingProfile/rulesAcceptance';
import { type BookingRecord, findBooking } from '../bookings/bookingRecordSql';
import { recordBookingRules } from '../bookings/holdsSql';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { ownPlace } from './places';
import { claimCheckout, releaseCheckoutClaim, type WaitlistPlace } from './placesSql';

const NOT_OFFERED: Partial<Record<WaitlistStatus, string>> = {
  waiting: "That slot has not come up yet: we'll e-mail you when it does.",
  booked: 'You have booked this slot: it is in My bookings.',
  left: 'You left this waiting list.',
  ended: 'This waiting list has ended: the slot has started.',
};

/** The place must be holding its offer: anything else says what became of it. */
function mustBeOffered(place: WaitlistPlace): number {
  if (place.status === 'missed') throw new AppError('waitlist/offer-lapsed');
  if (place.status !== 'offered' || place.offerBookingId === null) {
    throw new AppError('waitlist/not-offered', NOT_OFFERED[place.status]);
  }
  return place.offerBookingId;
}

/** The offer's hold, while it still holds the slot (the sweep may not have ended it yet). */
export function stillHeld(booking: BookingRecord | null, now: Date): BookingRecord {
  const held =
    booking?.status === 'pending' && booking.holdExpiresAt && booking.holdExpiresAt > now;
  if (!booking || !held) throw new AppError('waitlist/offer-lapsed');
  return booking;
}

async function openCheckout(
  deps: LifecycleContext,
  user: SessionUser,
  booking: BookingRecord,
  now: Date,
): Promise<string> {
  const park = await readPublicPark(deps.db);
  const holdExpiresAt = new Date(now.getTime() + park.checkoutHoldMinutes * 60_000);
  const provider = booking.checkoutProvider;
  if (!provider) throw new Error(`offer ${booking.id} has no checkout provider`);
  const hold = { ...booking, dogs: booking.dogs ?? '', checkoutProvider: provider, holdExpiresAt };
  const order = {
    bookings: [{ bookingId: booking.id, hold, pricePence: booking.pricePence }],
    discountPercent: booking.discountPercent,
  };
  try {
    return await openCheckoutFor(deps, user, park, order, now);
  } catch (error) {
    // Unlike Book Now, the hold stays: it was given to them, and they may try again.
    deps.log.error(
      { err: error, bookingId: booking.id },
      'could not open the checkout of an offer',
    );
    throw new AppError('booking/checkout-failed');
  }
}

/** What "Book and pay" on an offer sends: the rules ticked, the name and mobile. */
export interface OfferAnswers {
  rulesVersion?: number | null | undefined;
  contact?: SentContact;
}

/**
 * The site rules ticked (or ticked before) for the offer's booking, and the name and mobile, as
 * Book Now asks them.
 */
async function agreeToRules(
  deps: LifecycleContext,
  user: SessionUser,
  bookingId: number,
  answers: OfferAnswers,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const rules = await agreedRules(tx, user.id, answers.rulesVersion, now);
    await contactForBooking(tx, user.id, answers.contact);
    await recordBookingRules(tx, bookingId, rules);
  });
}

/**
 * "Book and pay" on an offer: opens the checkout of the slot held for them through the same
 * provider code as Book Now; the hold then lasts the park's checkout hold from now, and payment
 * confirms it as any booking. Pressed again, or after coming back unpaid, it answers the
 * checkout already open: one offer, one checkout.
 */
export async function bookOffer(
  deps: LifecycleContext,
  user: SessionUser,
  id: number,
  answers: OfferAnswers = {},
): Promise<BookOfferResponse> {
  const now = deps.clock.now();
  return whileClaimed(deps, user, id, now, 'waitlist/checkout-opening', async (bookingId) => {
    // Read after the claim: a checkout opened by a press just before is found here.
    const booking = stillHeld(await findBooking(deps.db, bookingId), now);
    if (booking.checkoutUrl) return { checkoutUrl: booking.checkoutUrl };
    await agreeToRules(deps, user, booking.id, answers, now);
    return { checkoutUrl: await openCheckout(deps, user, booking, now) };
  });
}

/**
 * Does `work` on the offer's hold while this press alone may: a second press meanwhile (by card
 * or pass) is answered `busy`, or what became of the offer.
 */
export async function whileClaimed<T>(
  deps: LifecycleContext,
  user: SessionUser,
  id: number,
  now: Date,
  busy: 'waitlist/checkout-opening' | 'waitlist/booking-in-progress',
  work: (bookingId: number) => Promise<T>,
): Promise<T> {
  const place = await ownPlace(deps.db, user, id);
  const bookingId = mustBeOffered(place);
  const until = new Date(now.getTime() + CHECKOUT_OPENS_WITHIN_MS);
  if (!(await claimCheckout(deps.db, place.id, now, until))) {
    // Either another press is at work, or the offer ended a moment ago: say which.
    mustBeOffered(await ownPlace(deps.db, user, id));
    throw new AppError(busy);
  }
  try {
    return await work(bookingId);
  } finally {
    await releaseCheckoutClaim(deps.db, place.id);
  }
}
