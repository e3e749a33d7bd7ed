import { bookingContextSchema, dogNamesSchema } from '../../contract/bookingProfile';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Api } from '../http/scopes';
import { bookingContext, keepDogNames } from './bookingContext';
import { dogNamesOf } from './profileSql';

/** The booking page's knowledge of its customer, and their dogs (signed-in scope). */
export function registerProfileRoutes(scope: Api, deps: { db: Database; clock: Clock }): void {
  scope.get(
    '/api/booking-context',
    { schema: { response: { 200: bookingContextSchema } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await bookingContext(deps, request.user.id)),
  );

  scope.get(
    '/api/account/dogs',
    { schema: { response: { 200: dogNamesSchema } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ names: await dogNamesOf(deps.db, request.user.id) }),
  );

  scope.post(
    '/api/account/dogs',
    { schema: { body: dogNamesSchema, response: { 200: dogNamesSchema } } },
    async (request) => keepDogNames(deps.db, request.user.id, request.body.names),
  );
}
