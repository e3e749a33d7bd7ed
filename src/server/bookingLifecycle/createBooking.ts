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
import { type Checked, checkedNow } from '../park/currentPark';
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
 * field checked again as the database has it now (decision 140), the hold and its discount.
 * Answers the hold as made, and the park it was checked against.
 */
function holdSlot(
  deps: LifecycleContext,
  planned: Checked<NewPendingBooking>,
  plan: (park: PublicPark) => NewPendingBooking,
  request: Pick<BookingRequest, 'discountCode' | 'rulesVersion' | 'contact'>,
  now: Date,
): Promise<Held & Checked<NewPendingBooking>> {
  const { discountCode } = request;
  const first = planned.value;
  return deps.db.transaction(async (tx) => {
    await checkHoldLimit(tx, first.userId, now, first.holdExpiresAt.getTime() - now.getTime());
    const rules = await agreedRules(tx, first.userId, request.rulesVersion, now);
    await contactForBooking(tx, first.userId, request.contact);
    // After the customer's lock (checkHoldLimit): db/locks.ts ranks it first.
    await takeLock(tx, locks.bookingDay(first.fieldId, first.date));
    // The settings may have changed since they were read (a day closed, the field closed to
    // new bookings, a length or a price): checked again, or the same, until this commits.
    const { park, value: hold } = await checkedNow(tx, planned, plan);
    const bookingId = await insertPendingBooking(
      tx,
      { ...hold, holdExpiresAt: untilCheckoutOpens(hold.holdExpiresAt, now) },
      rules,
      now,
    );
    const priced = discountCode
      ? await takeDiscountFor(tx, discountCode, { id: bookingId, listPrice: hold.listPricePence })
      : { pricePence: hold.listPricePence, discountPercent: null };
    return { bookingId, ...priced, park, value: hold };
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
 * Every rule of Book Now again, on the server (the page's checks are for convenience only),
 * against `park`; answers the hold the request makes.
 */
function checkedHold(
  deps: LifecycleContext,
  user: SessionUser,
  park: PublicPark,
  request: BookingRequest,
  now: Date,
): NewPendingBooking {
  const field = requestedField(park, request);
  const refusal = whyNotBookableFor(fieldRules(park, field), request, now);
  if (refusal) throw notBookable(refusal);
  if (request.discountCode && !park.flags.discountsEnabled) throw invalidDiscount();
  const badCount = dogCountRefusal(request, field);
  if (badCount) throw badCount;
  return holdFor(deps, user, park, field, request, request.date, now);
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
  const planned = { park, value: checkedHold(deps, user, park, request, now) };
  // Checked again on the field whose day is locked, however the park lists its fields now.
  const pinned = { ...request, fieldId: planned.value.fieldId };
  const plan = (current: PublicPark) => checkedHold(deps, user, current, pinned, now);
  const held = await takeSlot(deps, planned.value, () =>
    holdSlot(deps, planned, plan, request, now),
  );
  const order = {
    bookings: [{ bookingId: held.bookingId, hold: held.value, pricePence: held.pricePence }],
    discountPercent: held.discountPercent,
  };
  const checkoutUrl = await openCheckout(deps, user, held.park, order, now);
  return { bookingId: held.bookingId, checkoutUrl };
}
