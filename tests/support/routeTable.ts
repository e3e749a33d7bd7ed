import { pagePaths } from '../../src/contract/routes';
import { GOOD_PASSWORD } from './browser';

// Every route the app registers. Each /api route has a harmless request for it and what each
// kind of caller gets: the route-table test holds each route to its guard. Every route, /api
// or not, says how the fuzz test (tests/server/fuzz.test.ts) sends it nonsense, or why it is
// not fuzzed: a route with neither fails that test, named.

export type Who = 'anonymous' | 'customer' | 'admin' | 'superAdmin';

/**
 * How the fuzz test sends a route nonsense (tests/support/fuzzBodies.ts), always with nonsense
 * in its path parameters and query too:
 * - 'query': no body (a GET);
 * - 'json': JSON and near-JSON bodies, under JSON and other content types;
 * - 'multipart': multipart forms, well-formed with nonsense fields and file bytes, and
 *   malformed (cut short, garbage, no or the wrong boundary, huge part headers, many parts);
 * - 'stripe-webhook': raw bodies, random or Stripe-like, with no, garbage, forged or stale
 *   Stripe-Signature headers: each must be refused with 400 and change nothing.
 * The fuzz test checks that a route's kind fits what it takes: a route that takes a multipart
 * form past the origin check is 'multipart', one that takes requests from other sites is
 * 'stripe-webhook', and every other POST is 'json'.
 */
export type Fuzz = 'query' | 'json' | 'multipart' | 'stripe-webhook';

export interface Row {
  method: 'GET' | 'POST';
  url: string;
  /** How the fuzz test sends this route nonsense. */
  fuzz: Fuzz;
  /** The address to call, when the route has parameters or a query. */
  path?: string;
  /** What to send: a harmless request whose answer shows who may call the route. */
  body?: unknown;
  status: Record<Who, number>;
}

const everyone = (status: number): Record<Who, number> => ({
  anonymous: status,
  customer: status,
  admin: status,
  superAdmin: status,
});
const signedIn = { anonymous: 401, customer: 200, admin: 200, superAdmin: 200 };
/** Admins and super admins only; `status` is what they get for this harmless request. */
const adminOnly = (status: number): Record<Who, number> => ({
  anonymous: 401,
  customer: 403,
  admin: status,
  superAdmin: status,
});
const superAdminOnly = (status: number): Record<Who, number> => ({
  anonymous: 401,
  customer: 403,
  admin: 403,
  superAdmin: status,
});
const NO_SUCH_USER = '00000000-0000-4000-8000-000000000000';
/** Needs an account; with one, the request still fails for its own reason (it is harmless). */
const signedInButRefused = (status: number): Record<Who, number> => ({
  anonymous: 401,
  customer: status,
  admin: status,
  superAdmin: status,
});

/**
 * Every /api route and what each kind of caller gets. A route added without a row here fails
 * this test, so nothing is ever left open by accident.
 */
export const apiRouteTable: Row[] = [
  { method: 'GET', url: '/api/park', fuzz: 'query', status: everyone(200) },
  {
    method: 'GET',
    url: '/api/texts/:key',
    fuzz: 'query',
    path: '/api/texts/privacy',
    status: everyone(200),
  },
  { method: 'GET', url: '/api/faq', fuzz: 'query', status: everyone(200) },
  { method: 'GET', url: '/api/pass-types', fuzz: 'query', status: everyone(200) },
  { method: 'GET', url: '/api/session', fuzz: 'query', status: everyone(200) },
  { method: 'GET', url: '/api/account', fuzz: 'query', status: signedIn },
  {
    method: 'POST',
    url: '/api/auth/sign-up',
    fuzz: 'json',
    body: { email: 'not an address', password: GOOD_PASSWORD },
    status: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in',
    fuzz: 'json',
    body: { email: 'nobody@example.com', password: GOOD_PASSWORD },
    status: everyone(401),
  },
  { method: 'POST', url: '/api/auth/sign-out', fuzz: 'json', body: {}, status: everyone(200) },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    fuzz: 'json',
    body: { email: 'nobody@example.com' },
    status: everyone(202),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    fuzz: 'json',
    body: { token: 'unknown', password: GOOD_PASSWORD },
    status: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    fuzz: 'json',
    body: { token: 'unknown' },
    status: everyone(400),
  },
  // Staff made at the machine are verified already: nothing is sent, and it says so.
  {
    method: 'POST',
    url: '/api/auth/verify-email/resend',
    fuzz: 'json',
    body: {},
    status: signedIn,
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in/code',
    fuzz: 'json',
    body: { challenge: 'unknown', code: '123456' },
    status: everyone(401),
  },
  {
    method: 'POST',
    url: '/api/auth/confirm-email-change',
    fuzz: 'json',
    body: { token: 'unknown' },
    status: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/account/password',
    fuzz: 'json',
    body: { currentPassword: 'not the password', newPassword: GOOD_PASSWORD },
    status: signedInButRefused(403),
  },
  {
    method: 'POST',
    url: '/api/account/email',
    fuzz: 'json',
    body: { password: 'not the password', email: 'elsewhere@example.com' },
    status: signedInButRefused(403),
  },
  { method: 'GET', url: '/api/account/sessions', fuzz: 'query', status: signedIn },
  {
    method: 'POST',
    url: '/api/account/sessions/:id/sign-out',
    fuzz: 'json',
    path: `/api/account/sessions/${NO_SUCH_USER}/sign-out`,
    body: {},
    status: signedInButRefused(404),
  },
  // Each caller has a browser of its own here, so there are no others to sign out.
  {
    method: 'POST',
    url: '/api/account/sessions/sign-out-others',
    fuzz: 'json',
    body: {},
    status: signedIn,
  },
  // Starting over is harmless: nothing changes until a first code confirms it. Staff have
  // two-factor on already, so a new phone needs their password first.
  {
    method: 'POST',
    url: '/api/account/two-factor/start',
    fuzz: 'json',
    body: {},
    status: { anonymous: 401, customer: 200, admin: 403, superAdmin: 403 },
  },
  {
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    fuzz: 'json',
    body: { code: 'not a code' },
    status: signedInButRefused(401),
  },
  // Staff have two-factor on (the wrong password is refused); customers here do not.
  {
    method: 'POST',
    url: '/api/account/two-factor/recovery-codes',
    fuzz: 'json',
    body: { password: 'not the password' },
    status: { anonymous: 401, customer: 400, admin: 403, superAdmin: 403 },
  },
  {
    method: 'POST',
    url: '/api/account/two-factor/disable',
    fuzz: 'json',
    body: { password: 'not the password' },
    status: { anonymous: 401, customer: 400, admin: 409, superAdmin: 409 },
  },
  { method: 'GET', url: '/api/account/data', fuzz: 'query', status: signedIn },
  { method: 'GET', url: '/api/booking-context', fuzz: 'query', status: signedIn },
  { method: 'GET', url: '/api/account/dogs', fuzz: 'query', status: signedIn },
  {
    method: 'POST',
    url: '/api/account/dogs',
    fuzz: 'json',
    body: { names: ['x'.repeat(41)] },
    status: signedInButRefused(400),
  },
  {
    method: 'POST',
    url: '/api/account/delete',
    fuzz: 'json',
    body: { password: 'not the password' },
    status: signedInButRefused(403),
  },
  {
    method: 'GET',
    url: '/api/availability',
    fuzz: 'query',
    path: '/api/availability?month=2025-06',
    status: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/discounts/check',
    fuzz: 'query',
    path: '/api/discounts/check?code=NOPE',
    status: signedInButRefused(400),
  },
  { method: 'POST', url: '/api/bookings', fuzz: 'json', body: {}, status: signedInButRefused(400) },
  {
    method: 'GET',
    url: '/api/series/preview',
    fuzz: 'query',
    path: '/api/series/preview?date=2025-06-14&time=10:00&minutes=60&dogs=1-4&weeks=4',
    status: signedIn,
  },
  { method: 'POST', url: '/api/series', fuzz: 'json', body: {}, status: signedInButRefused(400) },
  { method: 'POST', url: '/api/passes', fuzz: 'json', body: {}, status: signedInButRefused(400) },
  {
    method: 'POST',
    url: '/api/passes/:id/refresh',
    fuzz: 'json',
    path: '/api/passes/999999/refresh',
    body: {},
    status: signedInButRefused(404),
  },
  {
    method: 'GET',
    url: '/api/bookings/:id',
    fuzz: 'query',
    path: '/api/bookings/999999',
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/refresh',
    fuzz: 'json',
    path: '/api/bookings/999999/refresh',
    body: {},
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/release',
    fuzz: 'json',
    path: '/api/bookings/999999/release',
    body: {},
    status: signedInButRefused(404),
  },
  {
    method: 'GET',
    url: '/api/test-checkout/:reference',
    fuzz: 'query',
    path: `/api/test-checkout/tc_${'0'.repeat(24)}`,
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/test-checkout/:reference/pay',
    fuzz: 'json',
    path: `/api/test-checkout/tc_${'0'.repeat(24)}/pay`,
    body: { cardNumber: '4242424242424242' },
    status: signedInButRefused(404),
  },
  { method: 'GET', url: '/api/my-bookings', fuzz: 'query', status: signedIn },
  {
    method: 'GET',
    url: '/api/bookings/:id/calendar.ics',
    fuzz: 'query',
    path: '/api/bookings/999999/calendar.ics',
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/cancel',
    fuzz: 'json',
    path: '/api/bookings/999999/cancel',
    body: { expect: 'full-refund' },
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/move',
    fuzz: 'json',
    path: '/api/bookings/999999/move',
    body: { date: '2025-06-14', time: '10:00' },
    status: signedInButRefused(404),
  },
  // Waiting lists for taken slots (decision 102).
  { method: 'POST', url: '/api/waitlist', fuzz: 'json', body: {}, status: signedInButRefused(400) },
  { method: 'GET', url: '/api/waitlist', fuzz: 'query', status: signedIn },
  {
    method: 'GET',
    url: '/api/waitlist/:id',
    fuzz: 'query',
    path: '/api/waitlist/999999',
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/waitlist/:id/book',
    fuzz: 'json',
    path: '/api/waitlist/999999/book',
    body: {},
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/waitlist/:id/leave',
    fuzz: 'json',
    path: '/api/waitlist/999999/leave',
    body: {},
    status: signedInButRefused(404),
  },
  // The admin page: admins run the park; super admins alone change things the seed keeps to them.
  { method: 'GET', url: '/api/admin/codes', fuzz: 'query', status: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/codes/:year/:month/:week',
    fuzz: 'json',
    path: '/api/admin/codes/2025/6/2',
    body: { code: '1234', notify: false },
    status: superAdminOnly(200),
  },
  {
    method: 'GET',
    url: '/api/admin/codes/:year/:month/:week/bookings',
    fuzz: 'query',
    path: '/api/admin/codes/2025/6/2/bookings',
    status: superAdminOnly(200),
  },
  {
    method: 'GET',
    url: '/api/admin/users',
    fuzz: 'query',
    path: '/api/admin/users?sort=oldest',
    status: adminOnly(200),
  },
  {
    method: 'GET',
    url: '/api/admin/users/:id',
    fuzz: 'query',
    path: `/api/admin/users/${NO_SUCH_USER}`,
    status: adminOnly(404),
  },
  { method: 'GET', url: '/api/admin/today', fuzz: 'query', status: adminOnly(200) },
  {
    method: 'GET',
    url: '/api/admin/calendar',
    fuzz: 'query',
    path: '/api/admin/calendar?from=2025-06-09&days=7',
    status: adminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:id/role',
    fuzz: 'json',
    path: `/api/admin/users/${NO_SUCH_USER}/role`,
    body: { role: 'admin' },
    status: superAdminOnly(404),
  },
  { method: 'GET', url: '/api/admin/discounts', fuzz: 'query', status: adminOnly(200) },
  { method: 'POST', url: '/api/admin/discounts', fuzz: 'json', body: {}, status: adminOnly(400) },
  {
    method: 'POST',
    url: '/api/admin/discounts/:id/active',
    fuzz: 'json',
    path: '/api/admin/discounts/999999/active',
    body: { active: false },
    status: adminOnly(404),
  },
  {
    method: 'GET',
    url: '/api/admin/revenue',
    fuzz: 'query',
    path: '/api/admin/revenue?month=2025-06',
    status: adminOnly(200),
  },
  {
    method: 'GET',
    url: '/api/admin/bookings',
    fuzz: 'query',
    path: '/api/admin/bookings?group=past&status=all',
    status: adminOnly(200),
  },
  { method: 'GET', url: '/api/admin/bookings/counts', fuzz: 'query', status: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/bookings/:id/time',
    fuzz: 'json',
    path: '/api/admin/bookings/999999/time',
    body: { time: '10:00' },
    status: superAdminOnly(404),
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/:id/detail',
    fuzz: 'query',
    path: '/api/admin/bookings/999999/detail',
    status: adminOnly(404),
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:id/refunds',
    fuzz: 'json',
    path: '/api/admin/bookings/999999/refunds',
    body: { amountPence: 500, reason: 'A harmless try', cancel: false },
    status: superAdminOnly(404),
  },
  {
    method: 'POST',
    url: '/api/admin/manual-bookings',
    fuzz: 'json',
    body: { date: '', time: '', dogs: 1, minutes: 30 },
    status: superAdminOnly(400),
  },
  {
    method: 'POST',
    url: '/api/admin/email-tools/invoice',
    fuzz: 'json',
    body: { bookingId: '999999' },
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/email-tools/latest-invoice',
    fuzz: 'json',
    body: { email: 'nobody@example.com' },
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/email-tools/confirmation',
    fuzz: 'json',
    body: { email: 'nobody@example.com' },
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/email-tools/discount',
    fuzz: 'json',
    body: { email: 'a@example.com', code: '', message: '' },
    status: superAdminOnly(400),
  },
  { method: 'GET', url: '/api/admin/closed-dates', fuzz: 'query', status: superAdminOnly(200) },
  {
    method: 'GET',
    url: '/api/admin/closed-dates/bookings',
    fuzz: 'query',
    path: '/api/admin/closed-dates/bookings?date=2025-06-14',
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/closures',
    fuzz: 'json',
    body: { date: '2025-12-25', reason: 'Christmas' },
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/closed-dates/reopen',
    fuzz: 'json',
    body: { date: '2025-12-26' },
    status: superAdminOnly(404),
  },
  {
    method: 'GET',
    url: '/api/admin/export.csv',
    fuzz: 'query',
    path: '/api/admin/export.csv?month=2025-06',
    status: adminOnly(200),
  },
  { method: 'GET', url: '/api/admin/activity', fuzz: 'query', status: adminOnly(200) },
  { method: 'GET', url: '/api/admin/email-problems', fuzz: 'query', status: adminOnly(200) },
  { method: 'GET', url: '/api/admin/passes', fuzz: 'query', status: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/passes/:id/refund',
    fuzz: 'json',
    path: '/api/admin/passes/999999/refund',
    body: { sessions: 0, amountPence: 100, reason: 'a test' },
    status: superAdminOnly(404),
  },
  { method: 'GET', url: '/api/admin/waitlists', fuzz: 'query', status: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/email-problems/:id/retry',
    fuzz: 'json',
    path: '/api/admin/email-problems/999999/retry',
    body: {},
    status: adminOnly(404),
  },
  // The owner's calendar feed: its secret address, and a new one (the old stops answering).
  { method: 'GET', url: '/api/admin/calendar-feed', fuzz: 'query', status: superAdminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/calendar-feed',
    fuzz: 'json',
    body: {},
    status: superAdminOnly(200),
  },
  { method: 'GET', url: '/api/admin/settings', fuzz: 'query', status: superAdminOnly(200) },
  // Each section saved whole: an empty body is refused, and only super admins get that far.
  ...(
    ['park', 'opening', 'booking-rules', 'prices', 'features', 'videos', 'texts', 'passes'] as const
  ).map(
    (section): Row => ({
      method: 'POST',
      url: `/api/admin/settings/${section}`,
      fuzz: 'json',
      body: {},
      status: superAdminOnly(400),
    }),
  ),
  { method: 'GET', url: '/api/admin/photos', fuzz: 'query', status: superAdminOnly(200) },
  // An upload is a multipart form: a JSON body has no photo in it.
  {
    method: 'POST',
    url: '/api/admin/photos',
    fuzz: 'multipart',
    body: {},
    status: superAdminOnly(400),
  },
  {
    method: 'POST',
    url: '/api/admin/photos/:id/alt',
    fuzz: 'json',
    path: '/api/admin/photos/999999/alt',
    body: { alt: 'A dog' },
    status: superAdminOnly(404),
  },
  {
    method: 'POST',
    url: '/api/admin/photos/:id/remove',
    fuzz: 'json',
    path: '/api/admin/photos/999999/remove',
    body: {},
    status: superAdminOnly(404),
  },
  {
    method: 'POST',
    url: '/api/admin/photo-places/:place',
    fuzz: 'json',
    path: '/api/admin/photo-places/home-gallery',
    body: {},
    status: superAdminOnly(400),
  },
  // Signed by Stripe instead of sent from our pages; here Stripe is not set up at all.
  {
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    fuzz: 'stripe-webhook',
    body: {},
    status: everyone(404),
  },
];

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
    url: BUILD_FILE,
    reason:
      'each file of the built web app gets a route of its own from @fastify/static, named by the build: no parameters, no body, nothing of ours reads the request',
  },
];
