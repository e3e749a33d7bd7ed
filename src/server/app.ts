import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type Stripe from 'stripe';
import type { ApiError } from '../contract/errors';
import { registerAccessRoutes } from './access/accessRoutes';
import { registerSeamWebhook } from './access/seamWebhookRoutes';
import { registerPrivacyRoutes } from './account/privacyRoutes';
import { registerAdminRoutes } from './admin/adminRoutes';
import { registerAuthRoutes } from './auth/authRoutes';
import { accessGuards } from './auth/guards';
import { registerOriginCheck } from './auth/originCheck';
import { registerOwedSignOut } from './auth/owedSignOut';
import {
  type RequestSessions,
  registerRequestUser,
  requestSessions,
  toSessionResponse,
} from './auth/requestSessions';
import { cookieSettings } from './auth/sessionCookie';
import { registerLifecycleRoutes } from './bookingLifecycle/lifecycleRoutes';
import { registerProfileRoutes } from './bookingProfile/profileRoutes';
import { findBooking } from './bookings/bookingRecordSql';
import { registerAvailabilityRoute, registerOwnBookingRoutes } from './bookings/bookingRoutes';
import type { AppContext } from './context/appContext';
import { registerCustomerViewRoutes } from './customerViews/customerViewRoutes';
import { registerDiscountRoutes } from './discounts/discountRoutes';
import { registerMailboxRoutes } from './email/mailboxRoutes';
import type { Drain } from './health/drain';
import { registerHealthRoutes } from './health/healthRoutes';
import type { Api } from './http/api';
import { routerFor } from './http/endpoints';
import { registerErrorHandling } from './http/errors';
import { registerRequestIds, requestIdOf } from './http/requestIds';
import { applyZodSchemas } from './http/zodSchemas';
import { registerRateLimits } from './limits/rateLimitPlugin';
import { requestLogger } from './logging/appLog';
import type { AppMetrics } from './metrics/appMetrics';
import { registerMetricsRoutes } from './metrics/metricsRoutes';
import { registerCalendarFeed } from './ownerNotices/calendarFeedRoutes';
import { registerParkRoutes } from './park/parkRoutes';
import { registerBookNow } from './passes/bookNowRoute';
import { checkoutEvents } from './passes/checkoutEvents';
import { findPass } from './passes/passesSql';
import { registerPassRoutes, registerPassTypesRoute } from './passes/passRoutes';
import { registerStripeWebhook } from './payments/stripeWebhookRoutes';
import { registerTestCheckoutRoutes } from './payments/testCheckoutRoutes';
import { registerPhotoFiles } from './photos/photoFiles';
import type { Config } from './platform/config';
import { registerTextRoutes } from './texts/textRoutes';
import { registerWaitlistRoutes } from './waitlist/waitlistRoutes';
import { registerSecurityHeaders, type SecurityHeaders } from './web/securityHeaders';
import { registerWebApp, sendNotFound } from './web/webAppRoutes';

export interface AppParts {
  config: Config;
  /** What every capability works with. */
  context: AppContext;
  /** The Stripe client and webhook secret, when Stripe is set up. */
  stripe: { client: Stripe; webhookSecret: string } | null;
  /** The built web app to serve; null serves the API only (tests of the API). */
  webRoot: string | null;
  /** Whether /dev/mailbox lists kept messages (no mail server, not production). */
  devMailbox: boolean;
  /** Whether answers are encoded through their schemas (see http/zodSchemas.ts). */
  checkAnswers: boolean;
  log: FastifyBaseLogger;
  /** What /metrics tells (metrics/appMetrics.ts). */
  metrics: AppMetrics;
  /** Set at the start of a stop: the health checks fail from then on (decision 141). */
  drain: Drain;
}

export interface ApiRoute {
  method: string;
  url: string;
  /** Whether the route declares its schema (params, query, body or answers). */
  declaresSchema: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, as registered: the route-table test holds each to its guard. */
    apiRoutes: ApiRoute[];
  }
}

function createServer(parts: AppParts, headers: { current: SecurityHeaders | null }) {
  return Fastify({
    loggerInstance: parts.log,
    // One line per request instead of Fastify's two (see logRequests).
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's id is on its log lines, in X-Request-Id and in error answers (requestIds.ts).
    requestIdHeader: false,
    genReqId: requestIdOf(parts.config.trustProxy),
    childLoggerFactory: requestLogger,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 100 * 1024,
    // Trust exactly the configured number of proxies when reading the client's address.
    trustProxy: (_address: string, hop: number) => hop < parts.config.trustProxy,
    // An address the router can't even decode is answered before any hook runs: in our
    // error's shape and with our headers all the same.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      headers.current?.applyWithoutHooks(reply);
      reply.header('x-request-id', request.id);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const body: ApiError = {
        error: { code: 'request/invalid', message: error.message, requestId: request.id },
      };
      return reply.status(status).send(body);
    },
  });
}

/**
 * One line per answered request, at info: its route as declared (never the address as asked,
 * which can carry a secret such as the calendar feed's), status and time taken.
 */
function logRequests(app: FastifyInstance, log: FastifyBaseLogger): void {
  // Above info the line would be built only to be dropped: no hook at all.
  const info = pino.levels.values.info ?? 30;
  if ((pino.levels.values[log.level] ?? Number.POSITIVE_INFINITY) > info) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}

/**
 * A read carries no body, so @fastify/compress's decompressing hook would run on every one for
 * nothing. Registered before the plugin, so it sees the route's choice.
 */
function noDecompressingReads(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    if (reads && route.decompress === undefined) route.decompress = false;
  });
}

function trackApiRoutes(app: FastifyInstance): void {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        app.apiRoutes.push({ method, url: route.url, declaresSchema: route.schema !== undefined });
      }
    }
  });
}

/**
 * Every API route, each module given what it uses; each route's path, schemas and guard come
 * from its endpoint in src/contract/api.
 */
async function registerApi(api: Api, parts: AppParts, sessions: RequestSessions): Promise<void> {
  const { context } = parts;
  const router = routerFor(api, accessGuards(sessions));
  const listener = checkoutEvents(context);
  registerParkRoutes(router, context);
  registerTextRoutes(router, context);
  registerAvailabilityRoute(router, context);
  registerPassTypesRoute(router, context);
  registerAuthRoutes(router, context, sessions);
  registerOwnBookingRoutes(router, context);
  registerBookNow(router, context);
  registerLifecycleRoutes(router, context);
  registerCustomerViewRoutes(router, context);
  registerDiscountRoutes(router, context);
  registerProfileRoutes(router, context);
  registerPassRoutes(router, context);
  registerWaitlistRoutes(router, context);
  registerPrivacyRoutes(router, context, sessions);
  registerTestCheckoutRoutes(router, {
    db: context.db,
    clock: context.clock,
    listener,
    isTheirs: async (user, order) =>
      order.kind === 'booking'
        ? (await findBooking(context.db, order.id))?.userId === user.id
        : (await findPass(context.db, order.id))?.userId === user.id,
  });
  await registerAdminRoutes(router, context);
  registerAccessRoutes(router, context);
  await registerSeamWebhook(router, context, parts.config.seam?.webhookSecret ?? null);
  await registerStripeWebhook(router, parts.stripe, listener);
}

/** The HTTP app: every route, the guards, the error mapping and compression. It does not listen. */
export async function buildApp(parts: AppParts): Promise<FastifyInstance> {
  const headers: { current: SecurityHeaders | null } = { current: null };
  const app = createServer(parts, headers);
  const { db, clock } = parts.context;
  trackApiRoutes(app);
  noDecompressingReads(app);
  registerRequestIds(app);
  logRequests(app, parts.log);
  registerErrorHandling(app);
  // First, so that every answer carries the headers, refusals by the hooks below included.
  headers.current = registerSecurityHeaders(app, parts.config.publicUrl);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 1: 5 } }, // BROTLI_PARAM_QUALITY: fast enough per request
  });
  applyZodSchemas(app, parts.checkAnswers);
  registerOriginCheck(app, parts.config.publicUrl);
  registerRequestUser(app);
  await registerRateLimits(app, db, clock);

  const sessions = requestSessions(parts.context, cookieSettings(parts.config.publicUrl));
  // Before any route or page: a session signed out on the device goes before it is used.
  registerOwedSignOut(app, parts.context, sessions);
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerHealthRoutes(app, db, parts.drain);
  registerMetricsRoutes(app, { token: parts.config.metricsToken, metrics: parts.metrics, db });
  registerPhotoFiles(app, db);
  registerCalendarFeed(api, parts.context);
  await registerApi(api, parts, sessions);
  if (parts.devMailbox) registerMailboxRoutes(api, db);

  if (parts.webRoot) {
    await registerWebApp(app, {
      webRoot: parts.webRoot,
      securityHeaders: headers.current,
      db,
      signedInSession: async (request) => {
        const user = await sessions.signedInUser(request);
        return user ? toSessionResponse(user) : null;
      },
      now: () => clock.now(),
    });
  } else {
    app.setNotFoundHandler(sendNotFound);
  }
  return app;
}
