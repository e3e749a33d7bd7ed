import { siteApi } from '../../contract/api/site';
import { serverTimingOf } from '../../contract/initialData';
import type { ParkResponse } from '../../contract/park';
import type { AppContext } from '../context/appContext';
import { readSettings, type Sql } from '../db/database';
import type { Router } from '../http/endpoints';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from '../http/preparedAnswer';
import { readPublicPark } from './parkSql';

/**
 * The park's answer, the same bytes for everyone until the settings change: made, compressed
 * and tagged once per settings version (the settings memory keeps it).
 */
export function preparedPark(db: Sql): Promise<PreparedAnswer> {
  return readSettings(db, 'park answer', async (tables) => {
    const answer: ParkResponse = { park: await readPublicPark(tables) };
    return prepareAnswer(JSON.stringify(answer), 'application/json; charset=utf-8');
  });
}

/**
 * The server's time goes in a Server-Timing header rather than the body, so that the body
 * stays the same bytes. `no-cache`: a browser may keep it but revalidates (304 when unchanged).
 */
export function registerParkRoutes(router: Router, deps: Pick<AppContext, 'db' | 'clock'>): void {
  router.serve(siteApi.park, async (request, reply) => {
    const answer = await preparedPark(deps.db);
    reply.header('server-timing', serverTimingOf(deps.clock.now()));
    return sendPrepared(request, reply, answer, 'no-cache');
  });
}
