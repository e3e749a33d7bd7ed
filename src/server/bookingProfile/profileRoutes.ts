import { accountApi } from '../../contract/api/account';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { accountContact, changeContact } from './contact';
import { keepDogNames } from './dogNames';
import { dogNamesOf } from './profileSql';

/** The customer's dogs, by name, and their name and mobile (signed in). */
export function registerProfileRoutes(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock'>,
): void {
  router.serve(accountApi.dogs, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ names: await dogNamesOf(deps.db, request.user.id) }),
  );

  router.serve(accountApi.keepDogs, async (request) =>
    keepDogNames(deps.db, request.user.id, request.body.names),
  );

  router.serve(accountApi.contact, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await accountContact(deps.db, request.user.id)),
  );

  router.serve(accountApi.saveContact, async (request) =>
    changeContact(deps.db, request.user.id, request.body),
  );
}
