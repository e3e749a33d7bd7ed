import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { registerAdminRoutes } from './admin/adminRoutes';
import { registerAuthRoutes } from './auth/authRoutes';
import type { AuthService } from './auth/authService';
import { registerOriginCheck } from './auth/originCheck';
import { registerRequestAuth, signedInUser, toSessionResponse } from './auth/requestAuth';
import { cookieSettings } from './auth/sessionCookie';
import { registerBookingRoutes, registerSelfServiceRoutes } from './bookings/bookingRoutes';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerMailboxRoutes } from './email/mailboxRoutes';
import type { OutboxWorker } from './email/worker';
import { registerErrorHandling } from './errors';
import { registerHealthRoutes } from './health/healthRoutes';
import { parkResponse, registerParkRoutes } from './park/parkRoutes';
import type { PaymentsContext } from './payments/paymentsContext';
import { registerStripeWebhook } from './payments/stripeWebhookRoutes';
import { registerTestCheckoutRoutes } from './payments/testCheckoutRoutes';
import { registerWebApp, sendNotFound } from './web/webAppRoutes';

export interface AppParts {
  config: Config;
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  auth: AuthService;
  payments: PaymentsContext;
  /** The Stripe client and webhook secret, when Stripe is set up. */
  stripe: { client: Stripe; webhookSecret: string } | null;
  /** The built web app to serve; null serves the API only (tests of the API). */
  webRoot: string | null;
  /** Whether /dev/mailbox lists kept messages (no mail server, not production). */
  devMailbox: boolean;
  log: FastifyBaseLogger;
}

export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, as registered: the route-table test holds each to its guard. */
    apiRoutes: ApiRoute[];
    payments: PaymentsContext;
  }
}

/** The HTTP app: every route, the guards, the error mapping and compression. It does not listen. */
export async function buildApp(parts: AppParts): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: parts.log,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 100 * 1024,
    // Trust exactly the configured number of proxies when reading the client's address.
    trustProxy: (_address: string, hop: number) => hop < parts.config.trustProxy,
  });

  app.decorate('apiRoutes', []);
  app.decorate('payments', parts.payments);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url });
    }
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
  registerOriginCheck(app, parts.config.publicUrl);
  registerRequestAuth(app, parts.auth, cookieSettings(parts.config.publicUrl));

  registerHealthRoutes(app, parts.db);
  registerParkRoutes(app, parts.db, parts.clock);
  registerAuthRoutes(app);
  registerBookingRoutes(app);
  registerSelfServiceRoutes(app);
  registerAdminRoutes(app);
  registerTestCheckoutRoutes(app);
  registerStripeWebhook(app, parts.stripe);
  if (parts.devMailbox) registerMailboxRoutes(app, parts.db);

  if (parts.webRoot) {
    await registerWebApp(app, {
      webRoot: parts.webRoot,
      loadInitialData: async (request) => ({
        park: await parkResponse(parts.db, parts.clock),
        session: toSessionResponse(await signedInUser(request)),
      }),
    });
  } else {
    app.setNotFoundHandler(sendNotFound);
  }
  return app;
}
