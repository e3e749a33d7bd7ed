import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import type { AppMetrics } from './appMetrics';
import { refreshDatabaseFigures } from './databaseFigures';

export interface MetricsDeps {
  /** The bearer token a scraper must send; null: there is no /metrics. */
  token: string | null;
  metrics: AppMetrics;
  db: Database;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header bears the token, compared in time that tells nothing. */
function bearsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  // Digests are of one length whatever was sent, as timingSafeEqual needs.
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * Each answered request's time, by the route as declared (never the address as asked, which
 * can carry a secret such as the calendar feed's, and would make a series per address) and
 * status class.
 */
function timeRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** GET /metrics for Prometheus, with the token from METRICS_TOKEN; without one, not there. */
export function registerMetricsRoutes(app: FastifyInstance, deps: MetricsDeps): void {
  const { token, metrics, db } = deps;
  if (token) timeRequests(app, metrics);
  app.get('/metrics', async (request, reply) => {
    if (!token) throw new AppError('not-found');
    if (!bearsToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('auth/unauthenticated', 'The metrics need their token.');
    }
    await refreshDatabaseFigures(db, metrics, request.log);
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
