import { namedField } from '../../contract/fieldChoice';
import type { AdminWaitlists } from '../../contract/waitlist';
import { localTimeAt } from '../../domain/dates';
import type { AppContext } from '../context/appContext';
import { readPublicPark } from '../park/parkSql';
import { openPlacesToCome } from './placeListsSql';

/** The list shows this many places, the soonest slots first; the rest are counted. */
export const WAITLIST_ROWS_SHOWN = 100;

/**
 * The waiting lists of slots still to come, for every admin: who waits (by address), since
 * when, whether for short notice, and who holds an offer until when.
 */
export async function adminWaitlists(
  deps: Pick<AppContext, 'db' | 'clock'>,
): Promise<AdminWaitlists> {
  const park = await readPublicPark(deps.db);
  const now = deps.clock.now();
  const { total, rows } = await openPlacesToCome(deps.db, now, WAITLIST_ROWS_SHOWN);
  return {
    total,
    rows: rows.map((place) => {
      const hold = place.offer?.holdExpiresAt ?? null;
      const offered = place.status === 'offered';
      return {
        id: place.id,
        date: place.date,
        time: place.time,
        endTime: localTimeAt(place.endsAt, park.timeZone),
        minutes: place.minutes,
        dogs: place.dogs,
        email: place.email,
        joinedAt: place.createdAt.toISOString(),
        status: offered ? 'offered' : 'waiting',
        shortNotice: place.shortNotice,
        offerBookingId: offered ? place.offerBookingId : null,
        heldUntil: offered && hold ? hold.toISOString() : null,
        fieldName: namedField(park, place),
        customerName: place.customerName,
        customerMobile: place.customerMobile,
      };
    }),
  };
}
