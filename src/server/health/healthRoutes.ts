import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

const DATABASE_CHECK_TIMEOUT_MS = 3_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.query('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  // The home page calls this to wake a sleeping host; it touches nothing.
  app.get('/ping', async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/plain').send('pong'),
  );

  app.get('/healthz', async (_request, reply) => {
    const ok = await databaseAnswers(db);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'unreachable' });
  });
}
