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
