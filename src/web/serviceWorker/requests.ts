/**
 * What the service worker answers and what it keeps (docs/decisions/116). It keeps the app
 * shell only: one signed-out copy of a page, the build's scripts, styles and pictures, and the
 * icons. It never keeps an answer of the API, a photo, a feed or anything else of a person's.
 */

/** Every cache the worker makes starts so; each build's has its version after it. */
export const SHELL_CACHE_PREFIX = 'paddock-shell-';

/**
 * The page the worker keeps as the shell, asked for without cookies: the same bytes for every
 * visitor, with the park's settings and no owner's text.
 */
export const SHELL_PAGE = '/my-bookings';

/** The key the kept copy of the shell is filed under in the cache (no page has this address). */
export const SHELL_KEY = '/paddock-shell.html';

/**
 * The element the worker writes into the kept copy's head: the app then knows that the page
 * came from the device, without the server's time or word on who is signed in.
 */
export const KEPT_COPY_META = 'paddock-kept-copy';

/** The kept copy is asked for afresh, on a page that came from the server, at most this often. */
export const SHELL_REFRESH_MS = 60 * 60 * 1000;

/** A page the network has not answered in this long is answered from the device. */
export const NAVIGATION_WAIT_MS = 6000;

/** Addresses that are files, feeds or the machine's own, never one of the app's pages. */
const NOT_PAGES = ['/api/', '/assets/', '/icons/', '/photos/', '/calendar/', '/dev/'];
const NOT_PAGE_NAMES = new Set(['/metrics', '/healthz', '/ping']);

/**
 * Whether opening this address is opening one of the app's pages (or its not-found page), which
 * the kept shell stands in for when there is no connection. A download (a booking's `.ics`), a
 * feed, a photo or a file is left to the network alone.
 */
export function isPageAddress(pathname: string): boolean {
  if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return false;
  if (NOT_PAGE_NAMES.has(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Whether the worker answers this request from what it keeps: the build's hashed files (named
 * by their content, so a kept one is never out of date) and the shell files it was built with.
 */
export function isShellFile(pathname: string, shellFiles: readonly string[]): boolean {
  return pathname.startsWith('/assets/') || shellFiles.includes(pathname);
}

/** The page as kept: the marker that says so goes in just before `</head>`. */
export function markKeptCopy(html: string, keptAt: Date): string {
  return html.replace(
    '</head>',
    () => `<meta name="${KEPT_COPY_META}" content="${keptAt.toISOString()}"></head>`,
  );
}

/** The headers a kept page leaves behind: how it came over the wire, and the server's time. */
const NOT_KEPT_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'server-timing',
];

/** The header of the kept copy that says when it was kept (milliseconds since 1970). */
export const KEPT_AT_HEADER = 'x-paddock-kept-at';

/**
 * The headers of the kept copy: the server's own (its security policy included), less how it
 * travelled and the server's time then, plus when it was kept.
 */
export function keptHeaders(headers: Headers, keptAt: Date): Headers {
  const kept = new Headers(headers);
  for (const name of NOT_KEPT_HEADERS) kept.delete(name);
  kept.set(KEPT_AT_HEADER, String(keptAt.getTime()));
  return kept;
}

/** Whether the kept copy (its KEPT_AT_HEADER) is old enough to be asked for afresh. */
export function isShellDue(keptAt: string | null, now: Date): boolean {
  const at = Number(keptAt);
  return !Number.isFinite(at) || at <= 0 || now.getTime() - at >= SHELL_REFRESH_MS;
}
