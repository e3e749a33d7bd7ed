import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type Stripe from 'stripe';
import type { ApiError } from '../contract/errors';
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
import { registerRateLimits } from './limits/rateLimitPlugin';
import { parkResponse, registerParkRoutes } from './park/parkRoutes';
import type { PaymentsContext } from './payments/paymentsContext';
import { registerStripeWebhook } from './payments/stripeWebhookRoutes';
import { registerTestCheckoutRoutes } from './payments/testCheckoutRoutes';
import { registerSecurityHeaders, type SecurityHeaders } from './web/securityHeaders';
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
  let securityHeaders: SecurityHeaders | null = null;
  const app = Fastify({
    loggerInstance: parts.log,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 100 * 1024,
    // Trust exactly the configured number of proxies when reading the client's address.
    trustProxy: (_address: string, hop: number) => hop < parts.config.trustProxy,
    // An address the router can't even decode is answered before any hook runs: in our
    // error's shape and with our headers all the same.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      securityHeaders?.applyWithoutHooks(reply);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const body: ApiError = { error: { code: 'request/invalid', message: error.message } };
      return reply.status(status).send(body);
    },
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
  // First, so that every answer carries the headers, refusals by the hooks below included.
  securityHeaders = await registerSecurityHeaders(app, parts.config.publicUrl);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 1: 5 } }, // BROTLI_PARAM_QUALITY: fast enough per request
  });
  registerOriginCheck(app, parts.config.publicUrl);
  registerRequestAuth(app, parts.auth, cookieSettings(parts.config.publicUrl));
  await registerRateLimits(app, parts.db, parts.clock);

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
      securityHeaders: securityHeaders,
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
