import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverTimingOf } from '../../contract/initialData';
import { pagePaths } from '../../contract/routes';
import type { SessionResponse } from '../../contract/session';
import type { Sql } from '../db/database';
import { preparedEncoding, sendPrepared } from '../http/preparedAnswer';
import { withSession } from './htmlShell';
import { type PageRenderer, pageRenderer, type RenderedPage } from './renderedPages';
import type { SecurityHeaders } from './securityHeaders';
import { manifestOfPark } from './webManifest';

export interface WebAppOptions {
  /** The built web app (dist/web); when it is missing, pages say it needs building. */
  webRoot: string;
  /** The app's database: pages are kept in its settings memory. */
  db: Sql;
  /** Who is signed in; null for a visitor who isn't. */
  signedInSession: (request: FastifyRequest) => Promise<SessionResponse | null>;
  now: () => Date;
  securityHeaders: SecurityHeaders;
}

interface PageStart {
  page: RenderedPage;
  session: SessionResponse | null;
}

async function pageStart(
  render: PageRenderer,
  options: WebAppOptions,
  request: FastifyRequest,
): Promise<PageStart | null> {
  try {
    const page = await render(request.routeOptions.url, request.url);
    return { page, session: await options.signedInSession(request) };
  } catch (error) {
    // The page still goes out; the app asks the API itself and shows what it can.
    request.log.warn({ err: error }, 'page served without initial data');
    return null;
  }
}

/**
 * A signed-out visitor's page is the same bytes for everyone: sent as kept, compressed. The
 * browser may keep it but must ask again each time (the address answers a signed-in visitor
 * with their session in it); with its ETag it gets 304 and no body. Private: a shared cache
 * has no business keeping what depends on who asks.
 */
function sendShared(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  if (reply.statusCode === 200)
    return sendPrepared(request, reply, page.shared, 'private, no-cache');
  const encoding = preparedEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').header('cache-control', 'no-store');
  if (!encoding) return reply.send(page.shared.identity);
  return reply.header('content-encoding', encoding).send(page.shared[encoding]);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The service worker, at the site's root so that it may answer every page (decision 116). */
const SERVICE_WORKER_FILE = 'sw.js';

/** The web app's manifest: made here, as it carries the park's name as the settings have it. */
export const MANIFEST_PATH = '/manifest.webmanifest';

function apiOrNonPage(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD');
}

/** Serves the built React app: its pages, its hashed assets, and the not-found page. */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.webRoot, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (template) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      serveDotFiles: false,
      // The bare template has no data and its own policy would lack the page's frames: the
      // address is answered as any other that is not a page.
      allowedPath: (pathName) => pathName !== '/index.html',
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(options.webRoot, filePath);
        if (relative === SERVICE_WORKER_FILE) {
          // Checked on every visit, so that a new build's worker takes over at once.
          reply.header('cache-control', 'no-cache');
        } else if (relative.startsWith(`assets${path.sep}`)) {
          // Vite puts a content hash in every name under assets/: a new build means new names.
          reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else if (relative.endsWith('.html')) {
          reply.header('cache-control', 'no-store');
        } else {
          reply.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  const render = template ? pageRenderer(options.db, template) : null;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    if (!template || !render) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app has not been built yet: run `npm run build` (`npm start` does it for you).',
        );
    }
    const start = await pageStart(render, options, request);
    // The footer map and the About videos are the only things a page frames.
    options.securityHeaders.applyPagePolicy(reply, start?.page.park ?? null);
    reply.status(status).type('text/html; charset=utf-8');
    if (!start) return reply.header('cache-control', 'no-store').send(template);
    reply.header('server-timing', serverTimingOf(options.now()));
    if (!start.session) return sendShared(request, reply, start.page);
    // Someone's own page: never kept anywhere.
    return reply
      .header('cache-control', 'no-store')
      .send(withSession(start.page.shell, start.session));
  };

  app.get(MANIFEST_PATH, async (request, reply) => {
    const manifest = await manifestOfPark(options.db, (error) =>
      request.log.warn({ err: error }, 'manifest served with the generic name'),
    );
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });

  for (const pagePath of Object.values(pagePaths)) {
    app.get(pagePath, (request, reply) => sendPage(request, reply, 200));
  }

  app.setNotFoundHandler((request, reply) =>
    apiOrNonPage(request) ? sendNotFound(request, reply) : sendPage(request, reply, 404),
  );
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const address = `${request.method} ${request.url.split('?')[0]}`;
  return reply
    .status(404)
    .send({ error: { code: 'not-found', message: `No such address: ${address}` } });
}
