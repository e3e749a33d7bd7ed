import { allEndpoints } from '../../src/contract/api';
import type { Access, Endpoint } from '../../src/contract/endpoint';
import { pagePaths } from '../../src/contract/routes';
import { SETTINGS_SECTIONS } from '../../src/contract/settings';
import { GOOD_PASSWORD } from './browser';

// Every route the app registers. Each /api route has a harmless request for it and what each
// kind of caller gets: the route-table test holds each route to its guard. Every route, /api
// or not, says how the fuzz test (tests/server/fuzz.test.ts) sends it nonsense, or why it is
// not fuzzed: a route with neither fails that test, named.

export type Who = 'anonymous' | 'customer' | 'admin' | 'superAdmin';
export const WHO: readonly Who[] = ['anonymous', 'customer', 'admin', 'superAdmin'];

/**
 * How the fuzz test sends a route nonsense (tests/support/fuzzBodies.ts), always with nonsense
 * in its path parameters and query too:
 * - 'query': no body (a GET);
 * - 'json': JSON and near-JSON bodies, under JSON and other content types;
 * - 'multipart': multipart forms, well-formed with nonsense fields and file bytes, and
 *   malformed (cut short, garbage, no or the wrong boundary, huge part headers, many parts);
 * - 'stripe-webhook': raw bodies, random or Stripe-like, with no, garbage, forged or stale
 *   Stripe-Signature headers: each must be refused with 400 and change nothing;
 * - 'seam-webhook': the same for Seam's webhook, with Svix's headers.
 * The fuzz test checks that a route's kind fits what it takes: a route that takes a multipart
 * form past the origin check is 'multipart', one that takes requests from other sites is a
 * webhook, and every other POST is 'json'.
 */
export type Fuzz = 'query' | 'json' | 'multipart' | 'stripe-webhook' | 'seam-webhook';

/** One /api endpoint of the contract, with a harmless request and what each caller gets. */
export interface Row {
  method: 'GET' | 'POST';
  url: string;
  access: Access;
  /** How the fuzz test sends this route nonsense: from what the endpoint takes. */
  fuzz: Fuzz;
  /** The address to call, when the route has parameters or a query. */
  path?: string;
  /** What to send: a harmless request whose answer shows who may call the route. */
  body?: unknown;
  status: Record<Who, number>;
}

/** A request that changes nothing, and what the callers the guard lets in get for it. */
interface Harmless {
  path?: string;
  body?: unknown;
  answers: number;
  /** Callers let in who get something else, for the request's own reasons. */
  except?: Partial<Record<Who, number>>;
}

/** What each access level's guard answers the callers it turns away (http/endpoints.ts). */
const turnedAway: Record<Access, Partial<Record<Who, number>>> = {
  anyone: {},
  'signed-in': { anonymous: 401 },
  admin: { anonymous: 401, customer: 403 },
  'super-admin': { anonymous: 401, customer: 403, admin: 403 },
};

export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/** The fuzz kind of an endpoint, from its method and what it takes. */
export function fuzzOf(endpoint: Endpoint): Fuzz {
  if (endpoint.method === 'GET') return 'query';
  if (endpoint.takes === 'multipart') return 'multipart';
  if (endpoint.takes === 'signed') {
    return endpoint.path.startsWith('/api/locks/') ? 'seam-webhook' : 'stripe-webhook';
  }
  return 'json';
}

const NO_SUCH_USER = '00000000-0000-4000-8000-000000000000';

/**
 * A harmless request for every endpoint of the contract (src/contract/api), by method and path.
 * An endpoint added without one fails the route-table test, named, so nothing is ever left
 * open by accident.
 */
const harmless: Record<string, Harmless> = {
  'GET /api/park': { answers: 200 },
  'GET /api/texts/:key': { path: '/api/texts/privacy', answers: 200 },
  'GET /api/faq': { answers: 200 },
  'GET /api/pass-types': { answers: 200 },
  'GET /api/session': { answers: 200 },
  'GET /api/account': { answers: 200 },
  'POST /api/auth/sign-up': {
    body: { email: 'not an address', password: GOOD_PASSWORD },
    answers: 400,
  },
  'POST /api/auth/sign-in': {
    body: { email: 'nobody@example.com', password: GOOD_PASSWORD },
    answers: 401,
  },
  'POST /api/auth/sign-out': { body: {}, answers: 200 },
  'POST /api/auth/forgot-password': { body: { email: 'nobody@example.com' }, answers: 202 },
  'POST /api/auth/reset-password': {
    body: { token: 'unknown', password: GOOD_PASSWORD },
    answers: 400,
  },
  'POST /api/auth/verify-email': { body: { token: 'unknown' }, answers: 400 },
  // Staff made at the machine are verified already: nothing is sent, and it says so.
  'POST /api/auth/verify-email/resend': { body: {}, answers: 200 },
  'POST /api/auth/sign-in/code': { body: { challenge: 'unknown', code: '123456' }, answers: 401 },
  'POST /api/auth/confirm-email-change': { body: { token: 'unknown' }, answers: 400 },
  'POST /api/account/password': {
    body: { currentPassword: 'not the password', newPassword: GOOD_PASSWORD },
    answers: 403,
  },
  'POST /api/account/email': {
    body: { password: 'not the password', email: 'elsewhere@example.com' },
    answers: 403,
  },
  'GET /api/account/sessions': { answers: 200 },
  'POST /api/account/sessions/:id/sign-out': {
    path: `/api/account/sessions/${NO_SUCH_USER}/sign-out`,
    body: {},
    answers: 404,
  },
  // Each caller has a browser of its own here, so there are no others to sign out.
  'POST /api/account/sessions/sign-out-others': { body: {}, answers: 200 },
  // Starting over is harmless: nothing changes until a first code confirms it. Staff have
  // two-factor on already, so a new phone needs their password first.
  'POST /api/account/two-factor/start': {
    body: {},
    answers: 200,
    except: { admin: 403, superAdmin: 403 },
  },
  'POST /api/account/two-factor/confirm': { body: { code: 'not a code' }, answers: 401 },
  // Staff have two-factor on (the wrong password is refused); customers here do not.
  'POST /api/account/two-factor/recovery-codes': {
    body: { password: 'not the password' },
    answers: 400,
    except: { admin: 403, superAdmin: 403 },
  },
  'POST /api/account/two-factor/disable': {
    body: { password: 'not the password' },
    answers: 400,
    except: { admin: 409, superAdmin: 409 },
  },
  'GET /api/account/data': { answers: 200 },
  'GET /api/booking-context': { answers: 200 },
  'GET /api/account/dogs': { answers: 200 },
  'POST /api/account/dogs': { body: { names: ['x'.repeat(41)] }, answers: 400 },
  'GET /api/account/contact': { answers: 200 },
  'POST /api/account/contact': { body: { name: '', mobile: 'no number' }, answers: 400 },
  'POST /api/account/delete': { body: { password: 'not the password' }, answers: 403 },
  'GET /api/availability': { path: '/api/availability?month=2025-06', answers: 200 },
  'GET /api/free-times': { path: '/api/free-times?days=2&per=3', answers: 200 },
  'GET /api/discounts/check': { path: '/api/discounts/check?code=NOPE', answers: 400 },
  'POST /api/bookings': { body: {}, answers: 400 },
  'GET /api/series/preview': {
    path: '/api/series/preview?date=2025-06-14&time=10:00&minutes=60&dogs=1-4&weeks=4',
    answers: 200,
  },
  'POST /api/series': { body: {}, answers: 400 },
  'POST /api/passes': { body: {}, answers: 400 },
  'POST /api/passes/:id/refresh': { path: '/api/passes/999999/refresh', body: {}, answers: 404 },
  'GET /api/bookings/:id': { path: '/api/bookings/999999', answers: 404 },
  'POST /api/bookings/:id/refresh': {
    path: '/api/bookings/999999/refresh',
    body: {},
    answers: 404,
  },
  'POST /api/bookings/:id/release': {
    path: '/api/bookings/999999/release',
    body: {},
    answers: 404,
  },
  'GET /api/test-checkout/:reference': {
    path: `/api/test-checkout/tc_${'0'.repeat(24)}`,
    answers: 404,
  },
  'POST /api/test-checkout/:reference/pay': {
    path: `/api/test-checkout/tc_${'0'.repeat(24)}/pay`,
    body: { cardNumber: '4242424242424242' },
    answers: 404,
  },
  'GET /api/my-bookings': { answers: 200 },
  'GET /api/bookings/:id/calendar.ics': { path: '/api/bookings/999999/calendar.ics', answers: 404 },
  'POST /api/bookings/:id/cancel': {
    path: '/api/bookings/999999/cancel',
    body: { expect: 'full-refund' },
    answers: 404,
  },
  'POST /api/bookings/:id/move': {
    path: '/api/bookings/999999/move',
    body: { date: '2025-06-14', time: '10:00' },
    answers: 404,
  },
  // Waiting lists for taken slots (decision 102).
  'POST /api/waitlist': { body: {}, answers: 400 },
  'GET /api/waitlist': { answers: 200 },
  'GET /api/waitlist/:id': { path: '/api/waitlist/999999', answers: 404 },
  'POST /api/waitlist/:id/book': { path: '/api/waitlist/999999/book', body: {}, answers: 404 },
  'POST /api/waitlist/:id/leave': { path: '/api/waitlist/999999/leave', body: {}, answers: 404 },
  // The admin page: admins run the park; super admins alone change things the seed keeps to them.
  'GET /api/admin/codes': { answers: 200 },
  'POST /api/admin/codes/:year/:month/:week': {
    path: '/api/admin/codes/2025/6/2',
    body: { code: '1234', notify: false },
    answers: 200,
  },
  'GET /api/admin/codes/:year/:month/:week/bookings': {
    path: '/api/admin/codes/2025/6/2/bookings',
    answers: 200,
  },
  'GET /api/admin/users': { path: '/api/admin/users?sort=oldest', answers: 200 },
  'GET /api/admin/users/:id': { path: `/api/admin/users/${NO_SUCH_USER}`, answers: 404 },
  'GET /api/admin/today': { answers: 200 },
  'GET /api/admin/calendar': { path: '/api/admin/calendar?from=2025-06-09&days=7', answers: 200 },
  'POST /api/admin/users/:id/role': {
    path: `/api/admin/users/${NO_SUCH_USER}/role`,
    body: { role: 'admin' },
    answers: 404,
  },
  'GET /api/admin/discounts': { answers: 200 },
  'POST /api/admin/discounts': { body: {}, answers: 400 },
  'POST /api/admin/discounts/:id/active': {
    path: '/api/admin/discounts/999999/active',
    body: { active: false },
    answers: 404,
  },
  'GET /api/admin/revenue': { path: '/api/admin/revenue?month=2025-06', answers: 200 },
  'GET /api/admin/bookings': { path: '/api/admin/bookings?group=past&status=all', answers: 200 },
  'GET /api/admin/bookings/counts': { answers: 200 },
  'POST /api/admin/bookings/:id/time': {
    path: '/api/admin/bookings/999999/time',
    body: { time: '10:00' },
    answers: 404,
  },
  'GET /api/admin/bookings/:id/detail': { path: '/api/admin/bookings/999999/detail', answers: 404 },
  'POST /api/admin/bookings/:id/refunds': {
    path: '/api/admin/bookings/999999/refunds',
    body: { amountPence: 500, reason: 'A harmless try', cancel: false },
    answers: 404,
  },
  'POST /api/admin/bookings/:id/pass-cancel': {
    path: '/api/admin/bookings/999999/pass-cancel',
    body: { reason: 'A harmless try', giveSessionBack: false },
    answers: 404,
  },
  'POST /api/admin/manual-bookings': {
    body: { date: '', time: '', dogs: 1, minutes: 30 },
    answers: 400,
  },
  'POST /api/admin/email-tools/invoice': { body: { bookingId: '999999' }, answers: 200 },
  'POST /api/admin/email-tools/latest-invoice': {
    body: { email: 'nobody@example.com' },
    answers: 200,
  },
  'POST /api/admin/email-tools/confirmation': {
    body: { email: 'nobody@example.com' },
    answers: 200,
  },
  'POST /api/admin/email-tools/discount': {
    body: { email: 'a@example.com', code: '', message: '' },
    answers: 400,
  },
  'GET /api/admin/closed-dates': { answers: 200 },
  'GET /api/admin/closed-dates/bookings': {
    path: '/api/admin/closed-dates/bookings?date=2025-06-14',
    answers: 200,
  },
  'POST /api/admin/closures': { body: { date: '2025-12-25', reason: 'Christmas' }, answers: 200 },
  'POST /api/admin/closed-dates/reopen': { body: { date: '2025-12-26' }, answers: 404 },
  'GET /api/admin/export.csv': { path: '/api/admin/export.csv?month=2025-06', answers: 200 },
  'GET /api/admin/activity': { answers: 200 },
  'GET /api/admin/email-problems': { answers: 200 },
  'GET /api/admin/access-problems': { answers: 200 },
  'GET /api/admin/attention': { answers: 200 },
  'GET /api/admin/locks': { answers: 200 },
  'POST /api/admin/bookings/:id/new-lock-code': {
    path: '/api/admin/bookings/999999/new-lock-code',
    body: {},
    answers: 409,
  },
  'GET /api/admin/passes': { answers: 200 },
  'POST /api/admin/passes/:id/refund': {
    path: '/api/admin/passes/999999/refund',
    body: { sessions: 0, amountPence: 100, reason: 'a test' },
    answers: 404,
  },
  'GET /api/admin/waitlists': { answers: 200 },
  'POST /api/admin/email-problems/:id/retry': {
    path: '/api/admin/email-problems/999999/retry',
    body: {},
    answers: 404,
  },
  // The owner's calendar feed: its secret address, and a new one (the old stops answering).
  'GET /api/admin/calendar-feed': { answers: 200 },
  'POST /api/admin/calendar-feed': { body: {}, answers: 200 },
  'GET /api/admin/settings': { answers: 200 },
  // Each section saved whole: an empty body is refused, and only super admins get that far.
  ...Object.fromEntries(
    SETTINGS_SECTIONS.map((section) => [
      `POST /api/admin/settings/${section}`,
      { body: {}, answers: 400 },
    ]),
  ),
  // A field saved whole: an empty body is refused, and only super admins get that far.
  'POST /api/admin/fields': { body: {}, answers: 400 },
  'POST /api/admin/fields/:id': { path: '/api/admin/fields/999999', body: {}, answers: 400 },
  'POST /api/admin/fields/:id/retired': {
    path: '/api/admin/fields/999999/retired',
    body: { retired: true },
    answers: 404,
  },
  // An order that names no field is refused.
  'POST /api/admin/fields/order': { body: { fieldIds: [] }, answers: 400 },
  'POST /api/admin/fields/:id/photos': {
    path: '/api/admin/fields/999999/photos',
    body: { photos: [] },
    answers: 404,
  },
  'GET /api/admin/photos': { answers: 200 },
  // An upload is a multipart form: a JSON body has no photo in it.
  'POST /api/admin/photos': { body: {}, answers: 400 },
  'POST /api/admin/photos/:id/alt': {
    path: '/api/admin/photos/999999/alt',
    body: { alt: 'A dog' },
    answers: 404,
  },
  'POST /api/admin/photos/:id/remove': {
    path: '/api/admin/photos/999999/remove',
    body: {},
    answers: 404,
  },
  'POST /api/admin/photo-places/:place': {
    path: '/api/admin/photo-places/home-gallery',
    body: {},
    answers: 400,
  },
  // Signed by Stripe instead of sent from our pages; here Stripe is not set up at all.
  'POST /api/payments/stripe/webhook': { body: {}, answers: 404 },
  // Signed by Seam instead of sent from our pages; here Seam's webhook is not set up.
  'POST /api/locks/seam/webhook': { body: {}, answers: 404 },
};

/** Endpoints of the contract with no harmless request here: the route-table test names them. */
export const withoutHarmlessRequest = allEndpoints
  .map(endpointKey)
  .filter((key) => harmless[key] === undefined);

/** Harmless requests for endpoints the contract no longer has. */
export const harmlessForNoEndpoint = Object.keys(harmless).filter(
  (key) => !allEndpoints.some((endpoint) => endpointKey(endpoint) === key),
);

function rowOf(endpoint: Endpoint, request: Harmless): Row {
  const status = {} as Record<Who, number>;
  for (const who of WHO) {
    status[who] = turnedAway[endpoint.access][who] ?? request.except?.[who] ?? request.answers;
  }
  return {
    method: endpoint.method,
    url: endpoint.path,
    access: endpoint.access,
    fuzz: fuzzOf(endpoint),
    ...(request.path ? { path: request.path } : {}),
    ...('body' in request ? { body: request.body } : {}),
    status,
  };
}

/** Every /api endpoint of the contract and what each kind of caller gets. */
export const apiRouteTable: Row[] = allEndpoints.flatMap((endpoint) => {
  const request = harmless[endpointKey(endpoint)];
  return request ? [rowOf(endpoint, request)] : [];
});

/** Request headers a route reads, which the fuzz test sends nonsense in too. */
export type FuzzedHeader = 'authorization' | 'if-none-match' | 'accept-encoding';

/** A route outside /api: pages, files, feeds and the machine's own pages. */
export interface OtherRow {
  method: 'GET';
  url: string;
  fuzz: 'query';
  /** A well-formed address, whose parameter values the fuzz mixes in with nonsense. */
  path?: string;
  /** The request headers it reads besides the cookie. */
  headers?: readonly FuzzedHeader[];
  /** The dev mailbox shows itself only to a browser on this machine: the fuzz calls from there. */
  fromThisMachine?: true;
}

/** Every route outside /api that reads the request, and how the fuzz test sends it nonsense. */
export const otherRouteTable: OtherRow[] = [
  // Every page is answered by one handler, from the address (a text's key, the page's data)
  // and the session; compressed as Accept-Encoding says.
  ...Object.values(pagePaths).map(
    (url): OtherRow => ({
      method: 'GET',
      url,
      fuzz: 'query',
      headers: ['accept-encoding'],
    }),
  ),
  // The owner's calendar feed: its secret address is the key.
  {
    method: 'GET',
    url: '/calendar/:file',
    fuzz: 'query',
    path: `/calendar/${'A'.repeat(43)}.ics`,
  },
  // A photo's copy by its hash; If-None-Match may answer 304.
  {
    method: 'GET',
    url: '/photos/:name',
    fuzz: 'query',
    path: `/photos/${'0'.repeat(64)}.avif`,
    headers: ['if-none-match'],
  },
  // Prometheus, with the token (the fuzz test's app sets METRICS_TOKEN).
  { method: 'GET', url: '/metrics', fuzz: 'query', headers: ['authorization'] },
  // Kept e-mails, older pages by `before`; registered without SMTP_URL outside production.
  {
    method: 'GET',
    url: '/dev/mailbox',
    fuzz: 'query',
    path: '/dev/mailbox?before=1',
    fromThisMachine: true,
  },
];

/** Stands for every route @fastify/static registers for a file of the built web app. */
export const BUILD_FILE = 'each file of the web build';

/** Routes the fuzz test leaves alone, each with why sending it nonsense means nothing. */
export const notFuzzed: { method: 'GET'; url: string; reason: string }[] = [
  {
    method: 'GET',
    url: '/ping',
    reason: 'reads nothing of the request: it answers "pong", touching nothing',
  },
  {
    method: 'GET',
    url: '/healthz',
    reason: 'reads nothing of the request: it asks the database "select 1"',
  },
  {
    method: 'GET',
    url: '/manifest.webmanifest',
    reason: "reads nothing of the request: it answers the park's name from the settings in memory",
  },
  {
    method: 'GET',
    url: BUILD_FILE,
    reason:
      'each file of the built web app gets a route of its own from @fastify/static, named by the build: no parameters, no body, nothing of ours reads the request',
  },
];
