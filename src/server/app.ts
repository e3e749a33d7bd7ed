import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerMailboxRoutes } from './email/mailboxRoutes';
import type { OutboxWorker } from './email/worker';
import { registerErrorHandling } from './errors';
import { registerHealthRoutes } from './health/healthRoutes';
import { parkResponse, registerParkRoutes } from './park/parkRoutes';
import { registerWebApp, sendNotFound } from './web/webAppRoutes';

export interface AppParts {
  config: Config;
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  /** The built web app to serve; null serves the API only (tests of the API). */
  webRoot: string | null;
  /** Whether /dev/mailbox lists kept messages (no mail server, not production). */
  devMailbox: boolean;
  log: FastifyBaseLogger;
}

/** The HTTP app: every route, the error mapping and compression. It does not listen. */
export async function buildApp(parts: AppParts): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: parts.log,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 100 * 1024,
  });

  registerErrorHandling(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 1: 5 } }, // BROTLI_PARAM_QUALITY: fast enough per request
  });

  registerHealthRoutes(app, parts.db);
  registerParkRoutes(app, parts.db, parts.clock);
  if (parts.devMailbox) registerMailboxRoutes(app, parts.db);

  if (parts.webRoot) {
    await registerWebApp(app, {
      webRoot: parts.webRoot,
      loadInitialData: () => parkResponse(parts.db, parts.clock),
    });
  } else {
    app.setNotFoundHandler(sendNotFound);
  }
  return app;
}
