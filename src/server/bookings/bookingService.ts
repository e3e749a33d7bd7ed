import type { PublicPark } from '../../contract/park';
import { isClosedDate, isInWindow } from '../../domain/calendar';
import { isLocalDate, localDateAt, localTimeAt } from '../../domain/dates';
import { discountedPrice, isDogBand, priceFor, priceItemId } from '../../domain/pricing';
import { isClockTime, isOnGrid, type SlotMinutes, slotHasStarted } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import type { SessionUser } from '../auth/sessionsSql';
import { takeDiscountUse } from '../discounts/discountsSql';
import { AppError, TooManyRequests } from '../errors';
import { readPublicPark } from '../park/parkSql';
import { freeHold } from '../payments/holds';
import { type PaymentsContext, providerNamed } from '../payments/paymentsContext';
import type { PaymentProviderName } from '../payments/provider';
import {
  applyDiscount,
  attachCheckout,
  insertPendingBooking,
  isClosedDay,
  lockBookingDay,
  lockCustomerHolds,
  unpaidHolds,
} from './bookingsSql';
import { itemWords } from './bookingWords';
import { takeSlot } from './takeSlot';

export interface BookingRequest {
  date: string;
  time: string;
  minutes: number;
  dogs: string;
  discountCode?: string | null;
}

export const INVALID_DISCOUNT_MESSAGE = 'Invalid discount code.';
/** Unpaid holds one account may have at once, so nobody can hold a whole day for nothing. */
export const MAX_UNPAID_HOLDS = 2;
export const HOLD_LIMIT_MESSAGE = 'You already have a booking waiting for payment.';

const notBookable = (reason: string) => new AppError('booking/not-bookable', 400, reason);
export const invalidDiscount = () =>
  new AppError('booking/invalid-discount', 400, INVALID_DISCOUNT_MESSAGE);

/** A slot anyone may book now: in the window, not closed, on the grid, not started. */
export function checkSlot(
  park: PublicPark,
  request: { date: string; time: string; minutes: number },
  now: Date,
): void {
  const today = localDateAt(now, park.timeZone);
  if (!isLocalDate(request.date)) throw notBookable('That is not a date.');
  if (!isInWindow(request.date, today)) {
    throw notBookable('That day is outside the months open for booking.');
  }
  if (isClosedDate(request.date, park.closedDates))
    throw notBookable('The park is closed that day.');
  if (!park.slots.steps.includes(request.minutes as SlotMinutes)) {
    throw notBookable('Sessions are 30 minutes or 1 hour.');
  }
  const minutes = request.minutes as SlotMinutes;
  if (
    !isClockTime(request.time) ||
    !isOnGrid(request.time, park.slots.opens, park.slots.closes, minutes)
  ) {
    throw notBookable('That is not one of the slots.');
  }
  if (slotHasStarted(request.date, request.time, today, localTimeAt(now, park.timeZone))) {
    throw notBookable('That slot has already started.');
  }
}

/** Every rule again, on the server: the page's checks are for convenience only. */
function checkRequest(park: PublicPark, request: BookingRequest, now: Date): void {
  checkSlot(park, request, now);
  if (!isDogBand(request.dogs)) throw notBookable('Choose 1-4, 5-6 or 7-8 dogs.');
}

function providerFor(context: PaymentsContext, user: SessionUser): PaymentProviderName {
  // Test accounts rehearse on the built-in checkout even where Stripe is set up.
  return user.isTest || !context.providers.stripe ? 'test' : 'stripe';
}

/**
 * Book Now: checks the request, holds the slot (taking a discount use if asked), then opens
 * the checkout. Answers where to send the browser.
 */
export async function createBooking(
  context: PaymentsContext,
  user: SessionUser,
  request: BookingRequest,
): Promise<{ bookingId: number; checkoutUrl: string }> {
  const now = context.clock.now();
  const park = await readPublicPark(context.db);
  checkRequest(park, request, now);
  if (request.discountCode && !park.flags.discountsEnabled) throw invalidDiscount();

  const minutes = request.minutes as SlotMinutes;
  const startsAt = instantOf(request.date, request.time, park.timeZone);
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  const listPrice = priceFor(park.prices, request.dogs, minutes);
  const provider = providerFor(context, user);
  const hold = {
    userId: user.id,
    startsAt,
    endsAt,
    date: request.date,
    time: request.time,
    minutes,
    dogs: request.dogs,
    holdExpiresAt: new Date(now.getTime() + park.checkoutHoldMinutes * 60_000),
    listPricePence: listPrice,
    isTest: user.isTest,
    checkoutProvider: provider,
  };

  const take = () =>
    context.db.transaction(async (tx) => {
      await lockCustomerHolds(tx, user.id);
      const holds = await unpaidHolds(tx, user.id, now);
      if (holds.count >= MAX_UNPAID_HOLDS) {
        const frees = (holds.firstEnds ?? now).getTime();
        throw new TooManyRequests(
          'booking/hold-limit',
          HOLD_LIMIT_MESSAGE,
          (frees - now.getTime()) / 1000,
        );
      }
      await lockBookingDay(tx, request.date);
      // The park may have closed the day since its settings were read.
      if (await isClosedDay(tx, request.date)) throw notBookable('The park is closed that day.');
      const bookingId = await insertPendingBooking(tx, hold, now);
      let pricePence = listPrice;
      let discountPercent: number | null = null;
      if (request.discountCode) {
        const discount = await takeDiscountUse(tx, request.discountCode, bookingId);
        if (!discount) throw invalidDiscount();
        pricePence = discountedPrice(listPrice, discount.percent);
        discountPercent = discount.percent;
        await applyDiscount(tx, bookingId, {
          id: discount.id,
          percent: discount.percent,
          pricePence,
        });
      }
      return { bookingId, pricePence, discountPercent };
    });

  const held = await takeSlot(context, { startsAt, endsAt }, take);

  try {
    const checkout = await providerNamed(context.providers, provider).createCheckout({
      bookingId: held.bookingId,
      items: [
        {
          id: priceItemId(park.prices, request.dogs, minutes) ?? 0,
          time: String(minutes),
          dogs: request.dogs,
          priceInPence: listPrice,
          description: itemWords({ ...hold, dogCount: null }),
        },
      ],
      amountPence: held.pricePence,
      discountPercent: held.discountPercent,
      isTesting: user.isTest,
      customerEmail: user.email,
      expiresAt: hold.holdExpiresAt,
      successUrl: `${context.publicUrl}/pay-success/${held.bookingId}`,
      cancelUrl: `${context.publicUrl}/booking?cancelled=${held.bookingId}`,
      idempotencyKey: `checkout-booking-${held.bookingId}-${now.getTime()}`,
    });
    await attachCheckout(context.db, held.bookingId, checkout);
    return { bookingId: held.bookingId, checkoutUrl: checkout.url };
  } catch (error) {
    context.log.error(
      { err: error, bookingId: held.bookingId },
      'could not open a checkout; hold released',
    );
    await freeHold(context, held.bookingId);
    throw new AppError(
      'booking/checkout-failed',
      502,
      'An error occurred while booking. Please try again.',
    );
  }
}
