import { bookingsApi } from '../../contract/api/bookings';
import { siteApi } from '../../contract/api/site';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { AppError } from '../http/errors';
import { sendPrepared } from '../http/preparedAnswer';
import { readPublicPark } from '../park/parkSql';
import { monthAvailabilityAnswer } from './availability';
import { bookingCalendarFile } from './bookingEmails';
import { freeTimes } from './freeTimes';
import { bookingView, ownBooking } from './ownBooking';

/** Public: which slots of a month are taken, and the free times to come (no names, no prices). */
export function registerAvailabilityRoute(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
): void {
  // Asked again by an open booking page: `no-cache` lets it ask with the ETag, and the answer
  // is then a bodiless 304 until the month changes.
  router.serve(siteApi.availability, async (request, reply) => {
    const { month, field } = request.query;
    const answer = await monthAvailabilityAnswer(deps.db, deps.clock, month, field);
    return sendPrepared(request, reply, answer, 'no-cache');
  });
  // The same for every visitor and asked for by every home page: kept briefly, by anyone. A
  // time taken meanwhile is caught by the booking page (decision 121).
  router.serve(siteApi.freeTimes, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=30')
      .send(await freeTimes(deps.db, deps.clock, request.query)),
  );
}

/** A customer's own booking, to look at or take away (signed in). */
export function registerOwnBookingRoutes(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
): void {
  router.serve(bookingsApi.booking, async (request, reply) => {
    const booking = await ownBooking(deps.db, request.user, request.params.id);
    return reply
      .header('cache-control', 'no-store')
      .send(await bookingView(deps, request.user, booking));
  });

  // An .ics file, not JSON.
  router.serve(bookingsApi.calendarFile, async (request, reply) => {
    const booking = await ownBooking(deps.db, request.user, request.params.id);
    if (booking.status !== 'complete') throw new AppError('booking/not-confirmed');
    const park = await readPublicPark(deps.db);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="booking-${booking.id}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(bookingCalendarFile(booking, park, deps.publicUrl, deps.clock.now()));
  });
}
