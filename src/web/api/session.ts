/** Who is signed in, in the seed's shape (section 4). */
export interface Session {
  user: { id: string; email: string } | null;
  paid: boolean;
  admin: boolean;
  superAdmin: boolean;
}

const signedOut: Session = { user: null, paid: false, admin: false, superAdmin: false };

/** Accounts arrive with the accounts issue; until then every visitor is signed out. */
export function useSession(): { session: Session; isLoading: boolean } {
  return { session: signedOut, isLoading: false };
}
