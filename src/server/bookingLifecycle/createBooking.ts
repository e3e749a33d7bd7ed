import { fieldRules, salesOf } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { whyNotBookableFor } from '../../domain/bookable';
import { dogCountProblem } from '../../domain/bookingConsent';
import { sessionPrice } from '../../domain/fieldSales';
import { discountedPrice } from '../../domain/pricing';
import { endOfHold, heldMinutes } from '../../domain/slots';
import { instantOf } from '../../domain/zonedTime';
import type { SessionUser } from '../auth/sessionsSql';
import { contactForBooking, type SentContact } from '../bookingProfile/contact';
import { agreedRules } from '../bookingProfile/rulesAcceptance';
import { applyDiscount, insertPendingBooking, type NewPendingBooking } from '../bookings/holdsSql';
import type { Sql } from '../db/database';
import { locks, takeLock } from '../db/locks';
import { takeDiscountUse } from '../discounts/discountsSql';
import { AppError } from '../http/errors';
import { isClosedDay } from '../park/closedDatesSql';
import { readPublicPark } from '../park/parkSql';
import { requestedField } from '../park/requestedField';
import { checkHoldLimit, providerFor, untilCheckoutOpens } from './holdRules';
import type { LifecycleContext } from './lifecycleContext';
import { openCheckout } from './openCheckout';
import { takeSlot } from './takeSlot';

export interface BookingRequest {
  date: string;
  time: string;
  minutes: number;
  dogs: string;
  discountCode?: string | null;
  dogCount?: number;
  rulesVersion?: number | null;
  /** The field booked; the first when none is named (a park of one field never names it). */
  fieldId?: number | undefined;
  /** The name and mobile, while the account lacks them (decision 118). */
  contact?: SentContact;
}

export const notBookable = (reason: string) => new AppError('booking/not-bookable', reason);
export const invalidDiscount = () => new AppError('booking/invalid-discount');

interface Held {
  bookingId: number;
  pricePence: number;
  discountPercent: number | null;
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
 * One transaction: the limit, the rules ticked, the name and mobile, the day's queue, the
 * closed-day check, the hold and its discount.
 */
function holdSlot(
  deps: LifecycleContext,
  hold: NewPendingBooking,
  request: Pick<BookingRequest, 'discountCode' | 'rulesVersion' | 'contact'>,
  now: Date,
): Promise<Held> {
  const { discountCode } = request;
  return deps.db.transaction(async (tx) => {
    await checkHoldLimit(tx, hold.userId, now, hold.holdExpiresAt.getTime() - now.getTime());
    const rules = await agreedRules(tx, hold.userId, request.rulesVersion, now);
    await contactForBooking(tx, hold.userId, request.contact);
    // After the customer's lock (checkHoldLimit): db/locks.ts ranks it first.
    await takeLock(tx, locks.bookingDay(hold.fieldId, hold.date));
    // The park may have closed the day since its settings were read.
    if (await isClosedDay(tx, hold.fieldId, hold.date)) {
      throw notBookable('The park is closed that day.');
    }
    const bookingId = await insertPendingBooking(
      tx,
      { ...hold, holdExpiresAt: untilCheckoutOpens(hold.holdExpiresAt, now) },
      rules,
      now,
    );
    const priced = discountCode
      ? await takeDiscountFor(tx, discountCode, { id: bookingId, listPrice: hold.listPricePence })
      : { pricePence: hold.listPricePence, discountPercent: null };
    return { bookingId, ...priced };
  });
}

/** Why the number of dogs said can't come under the band chosen, or null. */
export function dogCountRefusal(request: BookingRequest, field: ParkField): AppError | null {
  if (request.dogCount === undefined) return null;
  const problem = dogCountProblem(request.dogs, request.dogCount, field.maxDogs);
  return problem ? new AppError('booking/dog-count', problem) : null;
}

/** The price of a session the field sells (requestedField has checked that it does). */
function listPrice(field: ParkField, request: BookingRequest, date: string): number {
  const pence = sessionPrice(salesOf(field), request.dogs, request.minutes, date);
  if (pence === null)
    throw new Error(`field ${field.id} has no price for ${request.dogs}/${request.minutes}`);
  return pence;
}

/** The hold a request asks for, on `date` (the request's own, or a week of its series). */
export function holdFor(
  deps: LifecycleContext,
  user: SessionUser,
  park: PublicPark,
  field: ParkField,
  request: BookingRequest,
  date: string,
  now: Date,
): NewPendingBooking {
  const minutes = request.minutes;
  const startsAt = instantOf(date, request.time, park.timeZone);
  return {
    userId: user.id,
    fieldId: field.id,
    startsAt,
    endsAt: endOfHold(startsAt, heldMinutes(minutes, field.handoverMinutes)),
    date,
    time: request.time,
    minutes,
    dogs: request.dogs,
    holdExpiresAt: new Date(now.getTime() + park.checkoutHoldMinutes * 60_000),
    listPricePence: listPrice(field, request, date),
    isTest: user.isTest,
    checkoutProvider: providerFor(deps, user),
    dogCount: request.dogCount ?? null,
  };
}

/**
 * Book Now: checks the request, holds the slot (taking a discount use if asked), then opens
 * the checkout. Answers where to send the browser.
 */
export async function createBooking(
  deps: LifecycleContext,
  user: SessionUser,
  request: BookingRequest,
): Promise<{ bookingId: number; checkoutUrl: string }> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  // Every rule again, on the server: the page's checks are for convenience only.
  const field = requestedField(park, request);
  const refusal = whyNotBookableFor(fieldRules(park, field), request, now);
  if (refusal) throw notBookable(refusal);
  if (request.discountCode && !park.flags.discountsEnabled) throw invalidDiscount();
  const badCount = dogCountRefusal(request, field);
  if (badCount) throw badCount;

  const hold = holdFor(deps, user, park, field, request, request.date, now);
  const held = await takeSlot(deps, hold, () => holdSlot(deps, hold, request, now));
  const order = {
    bookings: [{ bookingId: held.bookingId, hold, pricePence: held.pricePence }],
    discountPercent: held.discountPercent,
  };
  const checkoutUrl = await openCheckout(deps, user, park, order, now);
  return { bookingId: held.bookingId, checkoutUrl };
}
