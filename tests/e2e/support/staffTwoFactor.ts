import { ApiClient, signedInWithTwoFactor } from '../../../scripts/builtServer.mjs';

/**
 * Staff must sign in with a code. A worker's server sets it up once for its staff, as they would
 * on the account page, and keeps the "remember this browser" cookie it then gets: each test's
 * browser starts with that cookie, as a staff member's own phone would have it, so their
 * sign-in asks only for the password.
 */

export const REMEMBER_COOKIE = 'paddock_remember';

/** Sets up two-factor for each staff account; answers the remember cookie naming them all. */
export async function rememberStaff(
  url: string,
  staff: Array<{ email: string; password: string }>,
): Promise<string> {
  const client = new ApiClient(url);
  for (const account of staff) await signedInWithTwoFactor(url, account, client);
  const cookie = client.cookie(REMEMBER_COOKIE);
  if (!cookie) throw new Error('the server did not remember the staff browser');
  return cookie;
}
