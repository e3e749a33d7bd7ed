import type { FastifyReply } from 'fastify';
import {
  adminWaitlistsSchema,
  bookOfferResponseSchema,
  bookOfferSchema,
  joinWaitlistResponseSchema,
  joinWaitlistSchema,
  myWaitlistSchema,
  waitlistEntrySchema,
  waitlistIdParamsSchema,
} from '../../contract/waitlist';
import type { LifecycleDeps } from '../bookingLifecycle/lifecycleDeps';
import type { Api } from '../http/scopes';
import { adminWaitlists } from './adminWaitlists';
import { bookOffer } from './bookOffer';
import { joinWaitlist } from './joinWaitlist';
import { leaveWaitlist } from './leaveWaitlist';
import { myPlace, myWaitlist, type PlacesDeps } from './places';

const byId = { params: waitlistIdParamsSchema };
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Joining, leaving and booking an offer, for the signed-in customer (signed-in scope). */
export function registerWaitlistRoutes(customers: Api, deps: LifecycleDeps): void {
  customers.post(
    '/api/waitlist',
    {
      schema: {
        body: joinWaitlistSchema,
        response: { 200: joinWaitlistResponseSchema, 201: joinWaitlistResponseSchema },
      },
    },
    async (request, reply) => {
      const joined = await joinWaitlist(deps, request.user, request.body);
      return reply.status(joined.alreadyOnList ? 200 : 201).send(joined);
    },
  );

  customers.get(
    '/api/waitlist',
    { schema: { response: { 200: myWaitlistSchema } } },
    async (request, reply) => noStore(reply).send(await myWaitlist(deps, request.user)),
  );

  customers.get(
    '/api/waitlist/:id',
    { schema: { ...byId, response: { 200: waitlistEntrySchema } } },
    async (request, reply) =>
      noStore(reply).send(await myPlace(deps, request.user, request.params.id)),
  );

  customers.post(
    '/api/waitlist/:id/book',
    { schema: { ...byId, body: bookOfferSchema, response: { 200: bookOfferResponseSchema } } },
    async (request) => bookOffer(deps, request.user, request.params.id, request.body.rulesVersion),
  );

  customers.post(
    '/api/waitlist/:id/leave',
    { schema: { ...byId, response: { 200: myWaitlistSchema } } },
    async (request) => leaveWaitlist(deps, request.user, request.params.id),
  );
}

/** The waiting lists of slots to come, for every admin (admin scope). */
export function registerWaitlistAdminRoutes(admins: Api, deps: PlacesDeps): void {
  admins.get(
    '/api/admin/waitlists',
    { schema: { response: { 200: adminWaitlistsSchema } } },
    async (_request, reply) => noStore(reply).send(await adminWaitlists(deps)),
  );
}
