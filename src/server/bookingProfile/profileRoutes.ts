import { accountApi } from '../../contract/api/account';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Router } from '../http/endpoints';
import { bookingContext, keepDogNames } from './bookingContext';
import { dogNamesOf } from './profileSql';

/** The booking page's knowledge of its customer, and their dogs (signed in). */
export function registerProfileRoutes(router: Router, deps: { db: Database; clock: Clock }): void {
  router.serve(accountApi.bookingContext, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await bookingContext(deps, request.user.id)),
  );

  router.serve(accountApi.dogs, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ names: await dogNamesOf(deps.db, request.user.id) }),
  );

  router.serve(accountApi.keepDogs, async (request) =>
    keepDogNames(deps.db, request.user.id, request.body.names),
  );
}
