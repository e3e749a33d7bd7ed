import type { MyWaitlist, WaitlistEntry } from '../../contract/waitlist';
import { localTimeAt } from '../../domain/dates';
import type { SessionUser } from '../auth/sessionsSql';
import type { AppContext } from '../context/appContext';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { findPlace, openPlacesOf, type WaitlistPlace } from './placesSql';

/** Until when the offer holds the slot for them, while it does. */
function heldUntil(place: WaitlistPlace, now: Date): Date | null {
  const hold = place.offer?.holdExpiresAt ?? null;
  const holding = place.status === 'offered' && place.offer?.bookingStatus === 'pending';
  return holding && hold && hold > now ? hold : null;
}

/** A place as its customer sees it, on the offer page and in My bookings. */
export function placeView(place: WaitlistPlace, timeZone: string, now: Date): WaitlistEntry {
  const { offer } = place;
  return {
    id: place.id,
    date: place.date,
    time: place.time,
    endTime: localTimeAt(place.endsAt, timeZone),
    minutes: place.minutes,
    dogs: place.dogs,
    shortNotice: place.shortNotice,
    status: place.status,
    fieldId: place.fieldId,
    joinedAt: place.createdAt.toISOString(),
    offer:
      offer && place.offerBookingId !== null
        ? {
            bookingId: place.offerBookingId,
            pricePence: offer.pricePence,
            heldUntil: heldUntil(place, now)?.toISOString() ?? null,
            checkoutUrl: place.status === 'offered' ? offer.checkoutUrl : null,
          }
        : null,
  };
}

/**
 * The place if it is `user`'s: someone else's answers exactly as a missing one, so the numbers
 * in offer links tell nobody which exist.
 */
export async function ownPlace(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<WaitlistPlace> {
  const place = await findPlace(db, id);
  if (!place || place.userId !== user.id) throw new AppError('waitlist/not-found');
  return place;
}

/** One of the customer's places, any status: for the page an offer e-mail links to. */
export async function myPlace(
  deps: Pick<AppContext, 'db' | 'clock'>,
  user: SessionUser,
  id: number,
): Promise<WaitlistEntry> {
  const place = await ownPlace(deps.db, user, id);
  const park = await readPublicPark(deps.db);
  return placeView(place, park.timeZone, deps.clock.now());
}

/** The customer's places still open (waiting, or offered), soonest first. */
export async function myWaitlist(
  deps: Pick<AppContext, 'db' | 'clock'>,
  user: SessionUser,
): Promise<MyWaitlist> {
  const park = await readPublicPark(deps.db);
  const now = deps.clock.now();
  const places = await openPlacesOf(deps.db, user.id);
  return {
    entries: places.map((place) => placeView(place, park.timeZone, now)),
    cancellationCutoffHours: park.cancellationCutoffHours,
  };
}
