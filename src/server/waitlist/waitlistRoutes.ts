import type { FastifyReply } from 'fastify';
import { adminApi } from '../../contract/api/admin';
import { waitlistApi } from '../../contract/api/waitlist';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { adminWaitlists } from './adminWaitlists';
import { bookOffer } from './bookOffer';
import { bookOfferWithPass } from './bookOfferWithPass';
import { joinWaitlist } from './joinWaitlist';
import { leaveWaitlist } from './leaveWaitlist';
import { myPlace, myWaitlist } from './places';

const noStore = <R extends FastifyReply>(reply: R) => reply.header('cache-control', 'no-store');

/** Joining, leaving and booking an offer, for the signed-in customer. */
export function registerWaitlistRoutes(router: Router, deps: LifecycleContext): void {
  router.serve(waitlistApi.join, async (request, reply) => {
    const joined = await joinWaitlist(deps, request.user, request.body);
    return reply.status(joined.alreadyOnList ? 200 : 201).send(joined);
  });

  router.serve(waitlistApi.mine, async (request, reply) =>
    noStore(reply).send(await myWaitlist(deps, request.user)),
  );

  router.serve(waitlistApi.place, async (request, reply) =>
    noStore(reply).send(await myPlace(deps, request.user, request.params.id)),
  );

  router.serve(waitlistApi.bookOffer, async (request) => {
    const { passId, ...answers } = request.body;
    if (passId !== undefined) {
      return bookOfferWithPass(deps, request.user, request.params.id, { ...answers, passId });
    }
    return bookOffer(deps, request.user, request.params.id, answers);
  });

  router.serve(waitlistApi.leave, async (request) =>
    leaveWaitlist(deps, request.user, request.params.id),
  );
}

/** The waiting lists of slots to come, for every admin. */
export function registerWaitlistAdminRoutes(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock'>,
): void {
  router.serve(adminApi.waitlists, async (_request, reply) =>
    noStore(reply).send(await adminWaitlists(deps)),
  );
}
