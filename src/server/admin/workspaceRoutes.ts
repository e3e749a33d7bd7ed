import type { FastifyReply } from 'fastify';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  todayResponseSchema,
} from '../../contract/workspace';
import type { Api } from '../http/scopes';
import { calendar, type WorkspaceDeps } from './calendar';
import { today } from './today';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The admin workspace's views of the days: Today and the Calendar, for every admin. */
export function registerWorkspaceRoutes(admins: Api, deps: WorkspaceDeps): void {
  admins.get(
    '/api/admin/today',
    { schema: { response: { 200: todayResponseSchema } } },
    async (_request, reply) => noStore(reply).send(await today(deps)),
  );
  admins.get(
    '/api/admin/calendar',
    { schema: { querystring: calendarQuerySchema, response: { 200: calendarResponseSchema } } },
    async (request, reply) =>
      noStore(reply).send(await calendar(deps, request.query.from, request.query.days)),
  );
}
