import type { FastifyInstance } from 'fastify';
import type { ParkResponse } from '../../contract/park';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { readPublicPark } from './parkSql';

export async function parkResponse(db: Database, clock: Clock): Promise<ParkResponse> {
  const park = await readPublicPark(db);
  return { park, now: clock.now().toISOString() };
}

export function registerParkRoutes(app: FastifyInstance, db: Database, clock: Clock): void {
  app.get('/api/park', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await parkResponse(db, clock)),
  );
}
