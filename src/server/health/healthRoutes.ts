import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Drain } from './drain';

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

/**
 * `/ping`: is the process up and staying (a proxy's health check, and the home page waking a
 * sleeping host); `/healthz`: that, and is the database up. Both fail with 503 while the
 * instance drains before a stop. `/ping` writes no request line: Caddy asks it every second.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database, drain: Drain): void {
  app.get('/ping', { logLevel: 'warn' }, async (_request, reply) =>
    reply
      .status(drain.draining ? 503 : 200)
      .header('cache-control', 'no-store')
      .type('text/plain')
      .send(drain.draining ? 'stopping' : 'pong'),
  );

  app.get('/healthz', async (_request, reply) => {
    const ok = await databaseAnswers(db);
    const status = drain.draining ? 'stopping' : ok ? 'ok' : 'unavailable';
    return reply
      .status(status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status, database: ok ? 'ok' : 'unreachable' });
  });
}
