import { type ParkResponse, parkResponseSchema } from '../../contract/park';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Api } from '../http/scopes';
import { readPublicPark } from './parkSql';

export async function parkResponse(db: Database, clock: Clock): Promise<ParkResponse> {
  const park = await readPublicPark(db);
  return { park, now: clock.now().toISOString() };
}

export function registerParkRoutes(api: Api, deps: { db: Database; clock: Clock }): void {
  api.get(
    '/api/park',
    { schema: { response: { 200: parkResponseSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await parkResponse(deps.db, deps.clock)),
  );
}
