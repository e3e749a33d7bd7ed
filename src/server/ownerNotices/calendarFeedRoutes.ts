import { ownerApi } from '../../contract/api/owner';
import { calendarFeedParamsSchema } from '../../contract/ownerNotices';
import type { Api } from '../http/api';
import type { Router } from '../http/endpoints';
import { AppError } from '../http/errors';
import {
  calendarFeedFor,
  FEED_TOKEN,
  type FeedDeps,
  feedAddress,
  makeFeedAddress,
} from './calendarFeed';

/** The feed's address and a new one (super admins). */
export function registerCalendarFeedAdmin(router: Router, deps: FeedDeps): void {
  router.serve(ownerApi.calendarFeed, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await feedAddress(deps)),
  );
  router.serve(ownerApi.newCalendarFeed, async (request) => makeFeedAddress(deps, request.user));
}

/**
 * GET /calendar/<token>.ics, with no session: a phone's calendar can't sign in, so the secret
 * address is the key. Anything but the current token answers 404, as an address that never
 * existed would. Its requests are not logged, so the secret stays out of the logs.
 */
export function registerCalendarFeed(app: Api, deps: FeedDeps): void {
  app.get(
    '/calendar/:file',
    { schema: { params: calendarFeedParamsSchema }, logLevel: 'warn' },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const feed =
        request.params.file.endsWith('.ics') && FEED_TOKEN.test(token)
          ? await calendarFeedFor(deps, token)
          : null;
      if (feed === null) throw new AppError('not-found', 'There is no such calendar.');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        .header('x-robots-tag', 'noindex')
        .send(feed);
    },
  );
}
