/**
 * The service worker, served as /sw.js (docs/decisions/116). It keeps the app shell so that the
 * app opens with no connection: a signed-out copy of a page (the park's settings, no one's
 * session), the build's scripts, styles and pictures, and the icons. Pages go to the network
 * first and fall back on the kept copy; the build's files come from what is kept. It never
 * answers or keeps a request of the API: what a customer may see with no signal (My bookings)
 * the app keeps itself, for their account alone, and clears on signing out.
 *
 * scripts/serviceWorkerPlugin.ts builds it, putting in the build's shell files and a version
 * made from them, so each build's worker is new bytes and replaces the one before.
 */
import {
  isPageAddress,
  isShellDue,
  isShellFile,
  KEPT_AT_HEADER,
  keptHeaders,
  markKeptCopy,
  NAVIGATION_WAIT_MS,
  SHELL_CACHE_PREFIX,
  SHELL_KEY,
  SHELL_PAGE,
} from './requests';

declare const __SHELL_FILES__: string[];
declare const __SHELL_VERSION__: string;

// The worker's own types (the web app's TypeScript knows the page's, not a worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const SHELL_FILES: readonly string[] = __SHELL_FILES__;
const CACHE = `${SHELL_CACHE_PREFIX}${__SHELL_VERSION__}`;

/**
 * Asks for the shell page without cookies (so it is nobody's) and keeps it, marked as kept and
 * without the server's time then. A page without the park's settings (the database down) is
 * not kept: the copy before it stays.
 */
async function keepShell(cache: Cache): Promise<void> {
  const answer = await fetch(SHELL_PAGE, { credentials: 'omit', cache: 'no-store' });
  if (!answer.ok) return;
  const html = await answer.text();
  if (!html.includes('id="paddock-data"')) return;
  const now = new Date();
  await cache.put(
    SHELL_KEY,
    new Response(markKeptCopy(html, now), {
      status: 200,
      headers: keptHeaders(answer.headers, now),
    }),
  );
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(SHELL_FILES);
      await keepShell(cache);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The page's request starts while the worker wakes, rather than after.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

/** The kept copy of the shell, if there is one. */
async function keptShell(): Promise<Response | undefined> {
  return (await caches.open(CACHE)).match(SHELL_KEY);
}

/** After a page came from the server: the kept copy is asked for afresh when an hour old. */
async function refreshShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(SHELL_KEY);
  if (kept && !isShellDue(kept.headers.get(KEPT_AT_HEADER), new Date())) return;
  await keepShell(cache).catch(() => undefined);
}

/** Resolves with nothing after `ms`: a page with no answer by then is answered from the device. */
function waitFor(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}

/**
 * A page: the network's answer, as it is (with the visitor's session in it); with no connection,
 * or none in NAVIGATION_WAIT_MS, the kept copy, from which the app asks the API itself.
 */
async function page(event: FetchEvent): Promise<Response> {
  const network = (async () => (await event.preloadResponse) ?? fetch(event.request))();
  // A failure is handled below; this keeps it from being reported as unhandled meanwhile.
  network.catch(() => undefined);
  const first = await Promise.race([network, waitFor(NAVIGATION_WAIT_MS)]).catch(() => null);
  if (first) {
    event.waitUntil(refreshShell());
    return first;
  }
  const kept = await keptShell();
  if (kept) return kept;
  // Nothing kept yet: the network's answer, however long it takes, or its failure.
  return network;
}

/** A file of the build: from what is kept, else the network's (kept too when hashed). */
async function shellFile(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    await cache.put(request, answer.clone());
  }
  return answer;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    if (isPageAddress(url.pathname)) event.respondWith(page(event));
    return;
  }
  // Everything else, the API first of all, is left to the network: never answered from here.
  if (isShellFile(url.pathname, SHELL_FILES)) event.respondWith(shellFile(request));
});
