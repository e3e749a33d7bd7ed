import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { TooManyRequests } from '../http/errors';
import type { Clock } from '../platform/clock';
import { clientKey, type Limit } from './limits';
import { countHit } from './rateLimitsSql';

/** @fastify/rate-limit's counters, kept in the database so a limit holds across instances. */
function databaseStore(db: Database, clock: Clock) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now();
      countHit(db, key, timeWindow, now).then(
        (count) =>
          callback(null, {
            current: count.hits,
            ttl: count.windowEndsAt.getTime() - now.getTime(),
          }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseStore();
    }
  };
}

/** Only the routes that name a limit (with `perAddress`) are limited. */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(db, clock) });
}

/** A route's limit per client address, e.g. `config: { rateLimit: perAddress(LIMITS.x) }`. */
export function perAddress(limit: Limit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${limit.name}:${clientKey(request)}`,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(limit.code, limit.message, context.ttl / 1000),
  };
}
