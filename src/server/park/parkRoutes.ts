import { siteApi } from '../../contract/api/site';
import type { ParkResponse } from '../../contract/park';
import type { AppContext } from '../context/appContext';
import type { Database } from '../db/database';
import type { Router } from '../http/endpoints';
import type { Clock } from '../platform/clock';
import { readPublicPark } from './parkSql';

export async function parkResponse(db: Database, clock: Clock): Promise<ParkResponse> {
  const park = await readPublicPark(db);
  return { park, now: clock.now().toISOString() };
}

export function registerParkRoutes(router: Router, deps: Pick<AppContext, 'db' | 'clock'>): void {
  router.serve(siteApi.park, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await parkResponse(deps.db, deps.clock)),
  );
}
