import type { BookingView, SeriesWeekView } from '../../contract/bookings';
import type { SessionUser } from '../auth/sessionsSql';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { bookingFacts } from './bookingFacts';
import { type BookingRecord, bookingsOfSeries, findBooking } from './bookingRecordSql';

const notFound = () => new AppError('booking/not-found');

/**
 * The booking if it belongs to `user`: nobody else's booking is shown or touched. Someone
 * else's booking is answered exactly as a missing one, so booking numbers tell nobody which
 * exist.
 */
export function mustBeOwnedBy(booking: BookingRecord | null, user: SessionUser): BookingRecord {
  if (!booking || booking.userId !== user.id) throw notFound();
  return booking;
}

/** As mustBeOwnedBy, and paid for on this site: the park's own bookings are not theirs to change. */
export function mustBeTheirsToChange(
  booking: BookingRecord | null,
  user: SessionUser,
): BookingRecord {
  const owned = mustBeOwnedBy(booking, user);
  if (owned.isManual) throw new AppError('booking/not-yours');
  return owned;
}

export async function ownBooking(sql: Sql, user: SessionUser, id: number): Promise<BookingRecord> {
  return mustBeOwnedBy(await findBooking(sql, id), user);
}

/** The booking as its owner sees it on /pay-success. */
export async function bookingView(
  deps: Pick<AppContext, 'db' | 'clock'>,
  user: SessionUser,
  booking: BookingRecord,
): Promise<BookingView> {
  const park = await readPublicPark(deps.db);
  const holding =
    booking.status === 'pending' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt > deps.clock.now();
  return {
    ...bookingFacts(booking, park, deps.clock.now()),
    id: booking.id,
    status: booking.status,
    checkoutUrl: holding ? booking.checkoutUrl : null,
    holdExpiresAt: holding ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    email: user.email,
    series: booking.seriesId === null ? null : await seriesWeeksOf(deps, booking.seriesId),
  };
}

/** The weeks of a series, as its customer sees them after paying. */
async function seriesWeeksOf(
  deps: Pick<AppContext, 'db' | 'clock'>,
  seriesId: number,
): Promise<SeriesWeekView[]> {
  const park = await readPublicPark(deps.db);
  const now = deps.clock.now();
  return (await bookingsOfSeries(deps.db, seriesId)).map((week) => {
    const facts = bookingFacts(week, park, now);
    return {
      id: week.id,
      date: facts.date,
      time: facts.time,
      endTime: facts.endTime,
      status: week.status,
      gateCode: facts.gateCode,
    };
  });
}
