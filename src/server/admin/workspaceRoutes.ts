import type { FastifyReply } from 'fastify';
import { adminApi } from '../../contract/api/admin';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { calendar } from './calendar';
import { today } from './today';

const noStore = <R extends FastifyReply>(reply: R) => reply.header('cache-control', 'no-store');

/** The admin workspace's views of the days: Today and the Calendar, for every admin. */
export function registerWorkspaceRoutes(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock'>,
): void {
  router.serve(adminApi.today, async (request, reply) =>
    noStore(reply).send(await today(deps, request.query.field ?? null)),
  );
  router.serve(adminApi.calendar, async (request, reply) =>
    noStore(reply).send(await calendar(deps, request.query)),
  );
}
