/**
 * Every page the web app has. The server answers these paths with the app (200) and anything
 * else with the not-found page (404); the web router renders the same list.
 */
export const pagePaths = {
  home: '/',
  about: '/about',
  siteRules: '/site-rules',
  cancellationPolicy: '/cancellation-policy',
  faq: '/faq',
  freeTimes: '/free-times',
  privacy: '/privacy',
  booking: '/booking',
  myBookings: '/my-bookings',
  signUp: '/sign-up',
  signIn: '/sign-in',
  signOut: '/sign-out',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/account',
  confirmEmail: '/confirm-email',
  admin: '/admin',
  paySuccess: '/pay-success/:booking',
  testCheckout: '/test-checkout/:reference',
  waitlistOffer: '/waitlist/offer/:id',
} as const;

const patterns = Object.values(pagePaths).map((path) =>
  path === '/' ? /^\/$/ : new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** Whether a request path (without query) is one of the app's pages. */
export function isPagePath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
