import { ownerApi } from '../../contract/api/owner';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { registerCalendarFeedAdmin } from '../ownerNotices/calendarFeedRoutes';
import { registerPhotoRoutes } from '../photos/photoRoutes';
import { registerSettingsRoutes } from '../settings/settingsRoutes';
import { registerRefundRoutes } from './bookingDetailRoutes';
import { closeDate, closedDateBookings, closedDates, reopenDate } from './closedDatesAdmin';
import { changeCode, weekBookings } from './codesAdmin';
import {
  resendConfirmation,
  sendDiscountEmail,
  sendInvoice,
  sendLatestInvoice,
} from './emailTools';
import { bookManually } from './manualBookings';
import { changeTimeSlot } from './timeSlotEdit';
import { changeRole } from './usersAdmin';

/** What only super admins do: codes, roles, moves, manual bookings, e-mail tools, closed dates. */
export async function registerOwnerRoutes(
  router: Router,
  deps: LifecycleContext & Pick<AppContext, 'locks'>,
): Promise<void> {
  registerSettingsRoutes(router, deps);
  await registerPhotoRoutes(router, deps);
  registerChanges(router, deps);
  registerEmailTools(router, deps);
  registerClosedDates(router, deps);
  registerRefundRoutes(router, deps);
  registerCalendarFeedAdmin(router, deps);
}

function registerChanges(router: Router, deps: LifecycleContext): void {
  router.serve(ownerApi.changeCode, async (request) =>
    changeCode(deps, request.user, request.params, request.body),
  );
  router.serve(ownerApi.weekBookings, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await weekBookings(deps, request.params, request.query.field ?? null)),
  );
  router.serve(ownerApi.changeRole, async (request) => {
    const { role } = request.body;
    await changeRole(deps.db, request.user, request.params.id, role, deps.clock.now());
    return { role };
  });
  router.serve(ownerApi.changeTime, async (request) => {
    await changeTimeSlot(deps, request.user, request.params.id, request.body.time);
    return { moved: true as const };
  });
  router.serve(ownerApi.manualBooking, async (request, reply) =>
    reply.status(201).send(await bookManually(deps, request.user, request.body)),
  );
}

function registerEmailTools(router: Router, deps: LifecycleContext): void {
  router.serve(ownerApi.sendInvoice, async (request) =>
    sendInvoice(deps, request.user, request.body.bookingId),
  );
  router.serve(ownerApi.sendLatestInvoice, async (request) =>
    sendLatestInvoice(deps, request.user, request.body.email),
  );
  router.serve(ownerApi.resendConfirmation, async (request) =>
    resendConfirmation(deps, request.user, request.body.email),
  );
  router.serve(ownerApi.sendDiscount, async (request) =>
    sendDiscountEmail(deps, request.user, request.body),
  );
}

function registerClosedDates(router: Router, deps: LifecycleContext): void {
  router.serve(ownerApi.closedDates, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await closedDates(deps.db)),
  );
  router.serve(ownerApi.closedDateBookings, async (request, reply) => {
    const { date, field } = request.query;
    return reply
      .header('cache-control', 'no-store')
      .send(await closedDateBookings(deps.db, date, field ?? null));
  });
  router.serve(ownerApi.closeDay, async (request) => closeDate(deps, request.user, request.body));
  router.serve(ownerApi.reopenDay, async (request) => {
    await reopenDate(deps.db, request.user, request.body, deps.clock.now());
    return { reopened: request.body.date };
  });
}
