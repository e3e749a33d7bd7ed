import { GOOD_PASSWORD } from './browser';

// Every /api route, with a harmless request for it and what each kind of caller gets: the
// route-table test holds each route to its guard, the fuzz test sends each route nonsense.

export type Who = 'anonymous' | 'customer' | 'admin' | 'superAdmin';

export interface Row {
  method: 'GET' | 'POST';
  url: string;
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
  { method: 'GET', url: '/api/park', status: everyone(200) },
  { method: 'GET', url: '/api/texts/:key', path: '/api/texts/privacy', status: everyone(200) },
  { method: 'GET', url: '/api/faq', status: everyone(200) },
  { method: 'GET', url: '/api/pass-types', status: everyone(200) },
  { method: 'GET', url: '/api/session', status: everyone(200) },
  { method: 'GET', url: '/api/account', status: signedIn },
  {
    method: 'POST',
    url: '/api/auth/sign-up',
    body: { email: 'not an address', password: GOOD_PASSWORD },
    status: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in',
    body: { email: 'nobody@example.com', password: GOOD_PASSWORD },
    status: everyone(401),
  },
  { method: 'POST', url: '/api/auth/sign-out', body: {}, status: everyone(200) },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    body: { email: 'nobody@example.com' },
    status: everyone(202),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    body: { token: 'unknown', password: GOOD_PASSWORD },
    status: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    body: { token: 'unknown' },
    status: everyone(400),
  },
  // Staff made at the machine are verified already: nothing is sent, and it says so.
  { method: 'POST', url: '/api/auth/verify-email/resend', body: {}, status: signedIn },
  {
    method: 'POST',
    url: '/api/auth/sign-in/code',
    body: { challenge: 'unknown', code: '123456' },
    status: everyone(401),
  },
  {
    method: 'POST',
    url: '/api/auth/confirm-email-change',
    body: { token: 'unknown' },
    status: everyone(400),
  },
  {
    method: 'POST',
    url: '/api/account/password',
    body: { currentPassword: 'not the password', newPassword: GOOD_PASSWORD },
    status: signedInButRefused(403),
  },
  {
    method: 'POST',
    url: '/api/account/email',
    body: { password: 'not the password', email: 'elsewhere@example.com' },
    status: signedInButRefused(403),
  },
  { method: 'GET', url: '/api/account/sessions', status: signedIn },
  {
    method: 'POST',
    url: '/api/account/sessions/:id/sign-out',
    path: `/api/account/sessions/${NO_SUCH_USER}/sign-out`,
    body: {},
    status: signedInButRefused(404),
  },
  // Each caller has a browser of its own here, so there are no others to sign out.
  { method: 'POST', url: '/api/account/sessions/sign-out-others', body: {}, status: signedIn },
  // Starting over is harmless: nothing changes until a first code confirms it. Staff have
  // two-factor on already, so a new phone needs their password first.
  {
    method: 'POST',
    url: '/api/account/two-factor/start',
    body: {},
    status: { anonymous: 401, customer: 200, admin: 403, superAdmin: 403 },
  },
  {
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    body: { code: 'not a code' },
    status: signedInButRefused(401),
  },
  // Staff have two-factor on (the wrong password is refused); customers here do not.
  {
    method: 'POST',
    url: '/api/account/two-factor/recovery-codes',
    body: { password: 'not the password' },
    status: { anonymous: 401, customer: 400, admin: 403, superAdmin: 403 },
  },
  {
    method: 'POST',
    url: '/api/account/two-factor/disable',
    body: { password: 'not the password' },
    status: { anonymous: 401, customer: 400, admin: 409, superAdmin: 409 },
  },
  { method: 'GET', url: '/api/account/data', status: signedIn },
  { method: 'GET', url: '/api/booking-context', status: signedIn },
  { method: 'GET', url: '/api/account/dogs', status: signedIn },
  {
    method: 'POST',
    url: '/api/account/dogs',
    body: { names: ['x'.repeat(41)] },
    status: signedInButRefused(400),
  },
  {
    method: 'POST',
    url: '/api/account/delete',
    body: { password: 'not the password' },
    status: signedInButRefused(403),
  },
  {
    method: 'GET',
    url: '/api/availability',
    path: '/api/availability?month=2025-06',
    status: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/discounts/check',
    path: '/api/discounts/check?code=NOPE',
    status: signedInButRefused(400),
  },
  { method: 'POST', url: '/api/bookings', body: {}, status: signedInButRefused(400) },
  {
    method: 'GET',
    url: '/api/series/preview',
    path: '/api/series/preview?date=2025-06-14&time=10:00&minutes=60&dogs=1-4&weeks=4',
    status: signedIn,
  },
  { method: 'POST', url: '/api/series', body: {}, status: signedInButRefused(400) },
  { method: 'POST', url: '/api/passes', body: {}, status: signedInButRefused(400) },
  {
    method: 'POST',
    url: '/api/passes/:id/refresh',
    path: '/api/passes/999999/refresh',
    body: {},
    status: signedInButRefused(404),
  },
  {
    method: 'GET',
    url: '/api/bookings/:id',
    path: '/api/bookings/999999',
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/refresh',
    path: '/api/bookings/999999/refresh',
    body: {},
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/release',
    path: '/api/bookings/999999/release',
    body: {},
    status: signedInButRefused(404),
  },
  {
    method: 'GET',
    url: '/api/test-checkout/:reference',
    path: `/api/test-checkout/tc_${'0'.repeat(24)}`,
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/test-checkout/:reference/pay',
    path: `/api/test-checkout/tc_${'0'.repeat(24)}/pay`,
    body: { cardNumber: '4242424242424242' },
    status: signedInButRefused(404),
  },
  { method: 'GET', url: '/api/my-bookings', status: signedIn },
  {
    method: 'GET',
    url: '/api/bookings/:id/calendar.ics',
    path: '/api/bookings/999999/calendar.ics',
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/cancel',
    path: '/api/bookings/999999/cancel',
    body: { expect: 'full-refund' },
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/move',
    path: '/api/bookings/999999/move',
    body: { date: '2025-06-14', time: '10:00' },
    status: signedInButRefused(404),
  },
  // Waiting lists for taken slots (decision 102).
  { method: 'POST', url: '/api/waitlist', body: {}, status: signedInButRefused(400) },
  { method: 'GET', url: '/api/waitlist', status: signedIn },
  {
    method: 'GET',
    url: '/api/waitlist/:id',
    path: '/api/waitlist/999999',
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/waitlist/:id/book',
    path: '/api/waitlist/999999/book',
    body: {},
    status: signedInButRefused(404),
  },
  {
    method: 'POST',
    url: '/api/waitlist/:id/leave',
    path: '/api/waitlist/999999/leave',
    body: {},
    status: signedInButRefused(404),
  },
  // The admin page: admins run the park; super admins alone change things the seed keeps to them.
  { method: 'GET', url: '/api/admin/codes', status: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/codes/:year/:month/:week',
    path: '/api/admin/codes/2025/6/2',
    body: { code: '1234', notify: false },
    status: superAdminOnly(200),
  },
  {
    method: 'GET',
    url: '/api/admin/codes/:year/:month/:week/bookings',
    path: '/api/admin/codes/2025/6/2/bookings',
    status: superAdminOnly(200),
  },
  {
    method: 'GET',
    url: '/api/admin/users',
    path: '/api/admin/users?sort=oldest',
    status: adminOnly(200),
  },
  {
    method: 'GET',
    url: '/api/admin/users/:id',
    path: `/api/admin/users/${NO_SUCH_USER}`,
    status: adminOnly(404),
  },
  { method: 'GET', url: '/api/admin/today', status: adminOnly(200) },
  {
    method: 'GET',
    url: '/api/admin/calendar',
    path: '/api/admin/calendar?from=2025-06-09&days=7',
    status: adminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:id/role',
    path: `/api/admin/users/${NO_SUCH_USER}/role`,
    body: { role: 'admin' },
    status: superAdminOnly(404),
  },
  { method: 'GET', url: '/api/admin/discounts', status: adminOnly(200) },
  { method: 'POST', url: '/api/admin/discounts', body: {}, status: adminOnly(400) },
  {
    method: 'POST',
    url: '/api/admin/discounts/:id/active',
    path: '/api/admin/discounts/999999/active',
    body: { active: false },
    status: adminOnly(404),
  },
  {
    method: 'GET',
    url: '/api/admin/revenue',
    path: '/api/admin/revenue?month=2025-06',
    status: adminOnly(200),
  },
  {
    method: 'GET',
    url: '/api/admin/bookings',
    path: '/api/admin/bookings?group=past&status=all',
    status: adminOnly(200),
  },
  { method: 'GET', url: '/api/admin/bookings/counts', status: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/bookings/:id/time',
    path: '/api/admin/bookings/999999/time',
    body: { time: '10:00' },
    status: superAdminOnly(404),
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/:id/detail',
    path: '/api/admin/bookings/999999/detail',
    status: adminOnly(404),
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:id/refunds',
    path: '/api/admin/bookings/999999/refunds',
    body: { amountPence: 500, reason: 'A harmless try', cancel: false },
    status: superAdminOnly(404),
  },
  {
    method: 'POST',
    url: '/api/admin/manual-bookings',
    body: { date: '', time: '', dogs: 1, minutes: 30 },
    status: superAdminOnly(400),
  },
  {
    method: 'POST',
    url: '/api/admin/email-tools/invoice',
    body: { bookingId: '999999' },
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/email-tools/latest-invoice',
    body: { email: 'nobody@example.com' },
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/email-tools/confirmation',
    body: { email: 'nobody@example.com' },
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/email-tools/discount',
    body: { email: 'a@example.com', code: '', message: '' },
    status: superAdminOnly(400),
  },
  { method: 'GET', url: '/api/admin/closed-dates', status: superAdminOnly(200) },
  {
    method: 'GET',
    url: '/api/admin/closed-dates/bookings',
    path: '/api/admin/closed-dates/bookings?date=2025-06-14',
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/closures',
    body: { date: '2025-12-25', reason: 'Christmas' },
    status: superAdminOnly(200),
  },
  {
    method: 'POST',
    url: '/api/admin/closed-dates/reopen',
    body: { date: '2025-12-26' },
    status: superAdminOnly(404),
  },
  {
    method: 'GET',
    url: '/api/admin/export.csv',
    path: '/api/admin/export.csv?month=2025-06',
    status: adminOnly(200),
  },
  { method: 'GET', url: '/api/admin/activity', status: adminOnly(200) },
  { method: 'GET', url: '/api/admin/email-problems', status: adminOnly(200) },
  { method: 'GET', url: '/api/admin/passes', status: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/passes/:id/refund',
    path: '/api/admin/passes/999999/refund',
    body: { sessions: 0, amountPence: 100, reason: 'a test' },
    status: superAdminOnly(404),
  },
  { method: 'GET', url: '/api/admin/waitlists', status: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/admin/email-problems/:id/retry',
    path: '/api/admin/email-problems/999999/retry',
    body: {},
    status: adminOnly(404),
  },
  // The owner's calendar feed: its secret address, and a new one (the old stops answering).
  { method: 'GET', url: '/api/admin/calendar-feed', status: superAdminOnly(200) },
  { method: 'POST', url: '/api/admin/calendar-feed', body: {}, status: superAdminOnly(200) },
  { method: 'GET', url: '/api/admin/settings', status: superAdminOnly(200) },
  // Each section saved whole: an empty body is refused, and only super admins get that far.
  ...(
    ['park', 'opening', 'booking-rules', 'prices', 'features', 'videos', 'texts', 'passes'] as const
  ).map(
    (section): Row => ({
      method: 'POST',
      url: `/api/admin/settings/${section}`,
      body: {},
      status: superAdminOnly(400),
    }),
  ),
  { method: 'GET', url: '/api/admin/photos', status: superAdminOnly(200) },
  // An upload is a multipart form: a JSON body has no photo in it.
  { method: 'POST', url: '/api/admin/photos', body: {}, status: superAdminOnly(400) },
  {
    method: 'POST',
    url: '/api/admin/photos/:id/alt',
    path: '/api/admin/photos/999999/alt',
    body: { alt: 'A dog' },
    status: superAdminOnly(404),
  },
  {
    method: 'POST',
    url: '/api/admin/photos/:id/remove',
    path: '/api/admin/photos/999999/remove',
    body: {},
    status: superAdminOnly(404),
  },
  {
    method: 'POST',
    url: '/api/admin/photo-places/:place',
    path: '/api/admin/photo-places/home-gallery',
    body: {},
    status: superAdminOnly(400),
  },
  // Signed by Stripe instead of sent from our pages; here Stripe is not set up at all.
  { method: 'POST', url: '/api/payments/stripe/webhook', body: {}, status: everyone(404) },
];
