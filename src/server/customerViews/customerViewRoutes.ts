import { accountApi } from '../../contract/api/account';
import { bookingsApi } from '../../contract/api/bookings';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { moveBooking } from '../bookingLifecycle/moving';
import type { Router } from '../http/endpoints';
import { sendPrepared } from '../http/preparedAnswer';
import { bookingContext } from './bookingContext';
import { myBookings, myBookingsAnswer } from './myBookings';

/** What the customer's pages read of them: My bookings (also after a move) and Book Now's context. */
export function registerCustomerViewRoutes(router: Router, deps: LifecycleContext): void {
  router.serve(bookingsApi.myBookings, async (request, reply) =>
    sendPrepared(request, reply, await myBookingsAnswer(deps, request.user), 'no-store'),
  );

  router.serve(bookingsApi.move, async (request) => {
    await moveBooking(deps, request.user, request.params.id, request.body);
    return myBookings(deps, request.user);
  });

  router.serve(accountApi.bookingContext, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await bookingContext(deps, request.user.id)),
  );
}
