import type { PublicPark } from '../../contract/park';
import { whyNotBookableFor } from '../../domain/bookable';
import { discountedPrice, priceFor, priceItemId } from '../../domain/pricing';
import { endOfHold, heldMinutes, type SlotMinutes } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import type { SessionUser } from '../auth/sessionsSql';
import { itemWords } from '../bookings/bookingWords';
import {
  applyDiscount,
  attachCheckout,
  insertPendingBooking,
  lockBookingDay,
  lockCustomerHolds,
  type NewPendingBooking,
  unpaidHolds,
} from '../bookings/holdsSql';
import type { Sql } from '../db/database';
import { takeDiscountUse } from '../discounts/discountsSql';
import { AppError, TooManyRequests } from '../http/errors';
import { isClosedDay } from '../park/closedDatesSql';
import { readPublicPark } from '../park/parkSql';
import type { PaymentProviderName } from '../payments/provider';
import { providerNamed } from '../payments/providers';
import { freeHold } from './holds';
import type { LifecycleDeps } from './lifecycleDeps';
import { takeSlot } from './takeSlot';

export interface BookingRequest {
  date: string;
  time: string;
  minutes: number;
  dogs: string;
  discountCode?: string | null;
}

/** Unpaid holds one account may have at once, so nobody can hold a whole day for nothing. */
export const MAX_UNPAID_HOLDS = 2;

const notBookable = (reason: string) => new AppError('booking/not-bookable', reason);
export const invalidDiscount = () => new AppError('booking/invalid-discount');

interface Held {
  bookingId: number;
  pricePence: number;
  discountPercent: number | null;
}

export function providerFor(
  deps: Pick<LifecycleDeps, 'providers'>,
  user: Pick<SessionUser, 'isTest'>,
): PaymentProviderName {
  // Test accounts rehearse on the built-in checkout even where Stripe is set up.
  return user.isTest || !deps.providers.stripe ? 'test' : 'stripe';
}

/** At most two unpaid holds an account: counted under the account's lock, on every instance. */
async function checkHoldLimit(tx: Sql, userId: string, now: Date, holdMs: number): Promise<void> {
  await lockCustomerHolds(tx, userId);
  const holds = await unpaidHolds(tx, userId, now, holdMs);
  if (holds.count < MAX_UNPAID_HOLDS) return;
  const frees = (holds.firstEnds ?? now).getTime();
  throw new TooManyRequests(
    'booking/hold-limit',
    'You already have a booking waiting for payment.',
    (frees - now.getTime()) / 1000,
  );
}

/** Takes a use of the code for the booking, and prices the booking with it. */
async function takeDiscountFor(
  tx: Sql,
  code: string,
  booking: { id: number; listPrice: number },
): Promise<Omit<Held, 'bookingId'>> {
  const discount = await takeDiscountUse(tx, code, booking.id);
  if (!discount) throw invalidDiscount();
  const pricePence = discountedPrice(booking.listPrice, discount.percent);
  await applyDiscount(tx, booking.id, { id: discount.id, percent: discount.percent, pricePence });
  return { pricePence, discountPercent: discount.percent };
}

/**
 * A hold lasts this long until its checkout is tied to it, and only then as long as the park
 * says: one whose checkout never got tied (the database went away in between, before the hold
 * could be freed either) frees its slot by itself soon, not after the whole hold. Longer than
 * a provider may take to open a checkout (Stripe: three tries of up to 20 s).
 */
export const CHECKOUT_OPENS_WITHIN_MS = 90_000;

/** One transaction: the limit, the day's queue, the closed-day check, the hold and its discount. */
function holdSlot(
  deps: LifecycleDeps,
  hold: NewPendingBooking,
  discountCode: string | null | undefined,
  now: Date,
): Promise<Held> {
  return deps.db.transaction(async (tx) => {
    await checkHoldLimit(tx, hold.userId, now, hold.holdExpiresAt.getTime() - now.getTime());
    await lockBookingDay(tx, hold.date);
    // The park may have closed the day since its settings were read.
    if (await isClosedDay(tx, hold.date)) throw notBookable('The park is closed that day.');
    const untilCheckoutOpens = new Date(
      Math.min(hold.holdExpiresAt.getTime(), now.getTime() + CHECKOUT_OPENS_WITHIN_MS),
    );
    const bookingId = await insertPendingBooking(
      tx,
      { ...hold, holdExpiresAt: untilCheckoutOpens },
      now,
    );
    const priced = discountCode
      ? await takeDiscountFor(tx, discountCode, { id: bookingId, listPrice: hold.listPricePence })
      : { pricePence: hold.listPricePence, discountPercent: null };
    return { bookingId, ...priced };
  });
}

/** A held booking as its checkout sells it. */
export interface CheckoutBooking {
  id: number;
  date: string;
  time: string;
  minutes: SlotMinutes;
  dogs: string;
  listPricePence: number;
  pricePence: number;
  discountPercent: number | null;
  checkoutProvider: PaymentProviderName;
}

/**
 * Opens the provider's checkout for a held booking and ties it to the hold, which from then on
 * lasts until `holdExpiresAt`: for Book Now, and for a slot a waiting list offered. Answers
 * where to pay; a provider that fails throws, and the hold is the caller's to keep or free.
 */
export async function openCheckoutFor(
  deps: LifecycleDeps,
  user: SessionUser,
  park: PublicPark,
  booking: CheckoutBooking,
  holdExpiresAt: Date,
  now: Date,
): Promise<string> {
  const checkout = await providerNamed(deps.providers, booking.checkoutProvider).createCheckout({
    bookingId: booking.id,
    items: [
      {
        id: priceItemId(park.prices, booking.dogs, booking.minutes) ?? 0,
        time: String(booking.minutes),
        dogs: booking.dogs,
        priceInPence: booking.listPricePence,
        description: itemWords({ ...booking, dogCount: null }),
      },
    ],
    amountPence: booking.pricePence,
    discountPercent: booking.discountPercent,
    isTesting: user.isTest,
    customerEmail: user.email,
    expiresAt: holdExpiresAt,
    successUrl: `${deps.publicUrl}/pay-success/${booking.id}`,
    cancelUrl: `${deps.publicUrl}/booking?cancelled=${booking.id}`,
    idempotencyKey: `checkout-booking-${booking.id}-${now.getTime()}`,
  });
  await attachCheckout(deps.db, booking.id, checkout, holdExpiresAt);
  return checkout.url;
}

/** Opens the checkout of a slot Book Now has just held; frees the slot if it can't. */
async function openCheckout(
  deps: LifecycleDeps,
  user: SessionUser,
  park: PublicPark,
  hold: NewPendingBooking,
  held: Held,
  now: Date,
): Promise<string> {
  const booking = { ...hold, ...held, id: held.bookingId };
  try {
    return await openCheckoutFor(deps, user, park, booking, hold.holdExpiresAt, now);
  } catch (error) {
    deps.log.error(
      { err: error, bookingId: held.bookingId },
      'could not open a checkout; hold released',
    );
    await freeHold(deps, held.bookingId);
    throw new AppError('booking/checkout-failed');
  }
}

/**
 * Book Now: checks the request, holds the slot (taking a discount use if asked), then opens
 * the checkout. Answers where to send the browser.
 */
export async function createBooking(
  deps: LifecycleDeps,
  user: SessionUser,
  request: BookingRequest,
): Promise<{ bookingId: number; checkoutUrl: string }> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  // Every rule again, on the server: the page's checks are for convenience only.
  const refusal = whyNotBookableFor(park, request, now);
  if (refusal) throw notBookable(refusal);
  if (request.discountCode && !park.flags.discountsEnabled) throw invalidDiscount();

  const minutes = request.minutes as SlotMinutes;
  const startsAt = instantOf(request.date, request.time, park.timeZone);
  const hold: NewPendingBooking = {
    userId: user.id,
    startsAt,
    endsAt: endOfHold(startsAt, heldMinutes(minutes, park.handoverMinutes)),
    date: request.date,
    time: request.time,
    minutes,
    dogs: request.dogs,
    holdExpiresAt: new Date(now.getTime() + park.checkoutHoldMinutes * 60_000),
    listPricePence: priceFor(park.prices, request.dogs, minutes),
    isTest: user.isTest,
    checkoutProvider: providerFor(deps, user),
  };
  const held = await takeSlot(deps, hold, () => holdSlot(deps, hold, request.discountCode, now));
  const checkoutUrl = await openCheckout(deps, user, park, hold, held, now);
  return { bookingId: held.bookingId, checkoutUrl };
}
