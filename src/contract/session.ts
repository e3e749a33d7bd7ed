/** Who is signed in, exactly as the seed's session state (section 4). */
export interface SessionResponse {
  user: { id: string; email: string } | null;
  paid: boolean;
  admin: boolean;
  superAdmin: boolean;
  /** Whether the account signs in with a code too; staff without it are sent to set it up. */
  twoFactor: boolean;
}

export const signedOutSession: SessionResponse = {
  user: null,
  paid: false,
  admin: false,
  superAdmin: false,
  twoFactor: false,
};

/**
 * The cookie the page sets when someone signs out, before any request (decision 136): the
 * server ends the browser's session with the first request that carries it, whatever that
 * request is, and clears both. Not HttpOnly, as the page writes it; on https it takes the
 * `__Host-` prefix, as the session's own cookie does.
 */
export const SIGNED_OUT_COOKIE = 'paddock_signed_out';
