import { fieldRules, fieldWithId, salesOf } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import { sessionPrice } from '../../domain/fieldSales';
import { nextOffers, offerHeldUntil, whyNotOffered } from '../../domain/waitlist';
import { providerFor } from '../bookingLifecycle/holdRules';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { takeSlot } from '../bookingLifecycle/takeSlot';
import { emailContextOf } from '../bookings/emailContext';
import { insertPendingBooking, type NewPendingBooking } from '../bookings/holdsSql';
import { locks, takeLock } from '../db/locks';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { checkedNow } from '../park/currentPark';
import { readPublicPark } from '../park/parkSql';
import { waitlistOfferEmail } from './offerEmail';
import {
  endStartedPlaces,
  lockWaitingPlace,
  markOffered,
  type WaitingPlace,
  waitingForFreeSlots,
} from './offersSql';

/** Places read per run: far more than the slots that free between two sweeps. */
const BATCH = 100;

/**
 * The hold an offer makes: what Book Now would hold, at the list price, for the offer's time.
 * Null when the field no longer sells that length for those dogs: nothing can be offered.
 */
function offerHold(
  deps: LifecycleContext,
  park: PublicPark,
  place: WaitingPlace,
  now: Date,
): NewPendingBooking | null {
  const field = fieldWithId(park, place.fieldId);
  const listPrice = sessionPrice(salesOf(field), place.dogs, place.minutes, place.date);
  if (listPrice === null) return null;
  return {
    userId: place.userId,
    fieldId: place.fieldId,
    startsAt: place.startsAt,
    endsAt: place.endsAt,
    date: place.date,
    time: place.time,
    minutes: place.minutes,
    dogs: place.dogs,
    holdExpiresAt: offerHeldUntil(now, park.waitlistOfferMinutes, place.startsAt),
    listPricePence: listPrice,
    isTest: place.isTest,
    checkoutProvider: providerFor(deps, place),
    dogCount: null,
  };
}

/** The place's own field's rules for an offer, with the park's cancellation cut-off. */
function offerRules(park: PublicPark, place: WaitingPlace) {
  return {
    ...fieldRules(park, fieldWithId(park, place.fieldId)),
    cancellationCutoffHours: park.cancellationCutoffHours,
  };
}

/**
 * The hold an offer makes as the park has it now (inside the offer's transaction, decision
 * 140): null when the field was closed to new bookings, or its rules no longer let the slot be
 * offered (a day closed, hours cut, the length no longer sold).
 */
function offerHoldNow(
  deps: LifecycleContext,
  park: PublicPark,
  place: WaitingPlace,
  now: Date,
): NewPendingBooking | null {
  if (fieldWithId(park, place.fieldId).retired) return null;
  if (whyNotOffered(offerRules(park, place), place, now)) return null;
  return offerHold(deps, park, place, now);
}

/**
 * One transaction: the slot held for them (through the same exclusion constraint as every
 * booking), their place marked offered, and the e-mail. Answers false, with nothing changed,
 * when another instance is offering it, they left meanwhile, the field's settings no longer
 * let it be offered, or someone took the slot first (their place then waits on for the next
 * time it frees).
 */
async function offer(
  deps: LifecycleContext,
  park: PublicPark,
  place: WaitingPlace,
  now: Date,
): Promise<boolean> {
  const planned = offerHold(deps, park, place, now);
  if (!planned) return false;
  const heldFor = () =>
    deps.db.transaction(async (tx) => {
      if (!(await lockWaitingPlace(tx, place.id))) return false;
      await takeLock(tx, locks.bookingDay(place.fieldId, place.date));
      const checked = { park, value: planned as NewPendingBooking | null };
      const { value: hold } = await checkedNow(tx, checked, (current) =>
        offerHoldNow(deps, current, place, now),
      );
      if (!hold) return false;
      const bookingId = await insertPendingBooking(tx, hold, null, now);
      const heldUntil = hold.holdExpiresAt;
      await markOffered(tx, place.id, { bookingId, at: now, expiresAt: heldUntil });
      const context = await emailContextOf(tx, place, deps.publicUrl, now);
      const facts = { ...place, placeId: place.id, bookingId, pricePence: hold.listPricePence };
      await enqueueEmail(tx, waitlistOfferEmail({ ...facts, heldUntil }, context), now);
      return true;
    });
  try {
    return await takeSlot(deps, planned, heldFor);
  } catch (error) {
    if (error instanceof AppError && error.code === 'booking/slot-taken') return false;
    throw error;
  }
}

/**
 * Offers each slot that is free now to the first in line who may have it (decision 102), and
 * ends the places whose slot has started. Any instance may run it at any time: a place is
 * offered once, whoever runs it, and a slot to one place at a time.
 */
export async function offerFreedSlots(deps: LifecycleContext): Promise<number> {
  const now = deps.clock.now();
  await endStartedPlaces(deps.db, now);
  const park = await readPublicPark(deps.db);
  const waiting = await waitingForFreeSlots(deps.db, now, park.cancellationCutoffHours, BATCH);
  let offered = 0;
  // Each place by its own field's rules: its hours, closed days, lengths and start times.
  const rulesOf = (place: WaitingPlace) => offerRules(park, place);
  for (const place of nextOffers(waiting, rulesOf, now)) {
    try {
      if (await offer(deps, park, place, now)) offered += 1;
    } catch (error) {
      deps.log.warn(
        { err: error, placeId: place.id },
        'could not offer a freed slot; will try again',
      );
    }
  }
  if (offered > 0) deps.outbox.wake();
  return offered;
}
