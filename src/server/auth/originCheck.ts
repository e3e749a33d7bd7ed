import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For callers that are not browsers and prove themselves otherwise (signed webhooks). */
    allowCrossSite?: boolean;
    /** The route takes a multipart form of files, from our own pages. */
    acceptsFiles?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses any request that could change something unless it comes from our own pages: the
 * Origin must be ours (or, without one, Sec-Fetch-Site must say same-origin), and the body
 * JSON, which a form on another site cannot send. It looks at the method alone, never at the
 * path as written: the router decodes '/%61pi/…' to '/api/…', so a check by path could be
 * walked round. The one exception is a route that proves its caller otherwise (the signed
 * Stripe webhook, whose endpoint `takes: 'signed'`) and says so with `allowCrossSite`.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  // A callback hook rather than an async one: every request passes here, most of them reads.
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusalOf(request, ownOrigin) ?? undefined);
  });
}

/** Why a request that could change something is refused, or null when it may go on. */
function refusalOf(request: FastifyRequest, ownOrigin: string): AppError | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.routeOptions.config?.allowCrossSite) return null;
  const origin = request.headers.origin;
  const sameOrigin = origin
    ? origin === ownOrigin
    : request.headers['sec-fetch-site'] === 'same-origin';
  if (!sameOrigin) return new AppError('request/cross-site');
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  // A route that takes files (its endpoint `takes: 'multipart'`) takes them as a multipart
  // form, still only from our own pages (checked above).
  const upload =
    request.routeOptions.config?.acceptsFiles === true && type.startsWith('multipart/form-data');
  return upload || type.startsWith('application/json')
    ? null
    : new AppError('request/json-required');
}
