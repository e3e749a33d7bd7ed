import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type SessionResponse, signedOutSession } from '../../contract/session';
import { isNetworkFailure, useOnline } from '../lib/connection';
import { type KeptAccount, settleKept, useKeptAccount } from '../lib/deviceKeeping';
import { isSignOutOwed, oweSignOut, signOutNews, useSignOutOwed } from '../lib/owedSignOut';
import { call } from './call';
import { authEndpoints } from './firstVisitEndpoints';
import { initialData } from './initialData';
import { parkKeys } from './park';

export type Session = SessionResponse;

export const sessionKeys = { all: ['session'] } as const;

/**
 * The server has said who is signed in: what the device keeps for anyone else goes
 * (docs/decisions/116).
 */
function heard(session: SessionResponse): SessionResponse {
  settleKept(session.user);
  return session;
}

/**
 * Who the page came with. Not whoever it names while this browser owes the server a sign-out
 * (decision 136): the server ends that session with the page's own request, so this is the
 * device's kept copy, or a page asked for before the sign-out.
 */
const pageSession = isSignOutOwed() ? signedOutSession : initialData?.session;

// The page came with who is signed in: the device's kept things follow it before anything shows.
if (pageSession) heard(pageSession);

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async () => heard(await call((await authEndpoints()).session)),
    initialData: pageSession,
    staleTime: 60_000,
  });

/** While who is signed in can't be asked: the account the device keeps things for, if any. */
function keptSession(account: KeptAccount | null): Session {
  return account ? { ...signedOutSession, user: account } : signedOutSession;
}

export interface SessionState {
  session: Session;
  isLoading: boolean;
  /**
   * Who is signed in can't be asked (no connection, in the copy of the app the device keeps):
   * `session` is then the account whose bookings the device keeps, if any (decision 116).
   */
  unreachable: boolean;
}

/** Who is signed in, in the seed's shape (section 4). Known at once from the page itself. */
export function useSession(): SessionState {
  const query = useQuery(sessionQuery());
  const online = useOnline();
  const kept = useKeptAccount();
  const signedOutHere = useSignOutOwed();
  // Signed out on this device: nobody, whatever was last heard, until the server has heard too.
  if (signedOutHere) return { session: signedOutSession, isLoading: false, unreachable: false };
  if (query.data) return { session: query.data, isLoading: false, unreachable: false };
  if (!online || query.fetchStatus === 'paused' || isNetworkFailure(query.error)) {
    return { session: keptSession(kept), isLoading: false, unreachable: true };
  }
  return { session: signedOutSession, isLoading: query.isPending, unreachable: false };
}

const keepsAcrossAccounts = new Set<unknown>([sessionKeys.all[0], parkKeys.all[0]]);
const isAccountData = (query: { queryKey: readonly unknown[] }) =>
  !keepsAcrossAccounts.has(query.queryKey[0]);

/** Everything read for the account may have changed: read it afresh (the park is no one's). */
export function invalidateAccountData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: isAccountData });
}

/** The server answered with a new session: the whole app sees it from now on. */
export function newSession(client: QueryClient, session: SessionResponse): void {
  const before = client.getQueryData<SessionResponse>(sessionQuery().queryKey);
  client.setQueryData(sessionQuery().queryKey, heard(session));
  if (before?.user?.id === session.user?.id) {
    void invalidateAccountData(client);
    return;
  }
  // Another account, or none: nothing read for the previous one may show, even while the new
  // one's is asked for.
  void client.resetQueries({ predicate: isAccountData });
}

/** A call that signs in or out (`send`): afterwards the whole app sees the new session. */
export function useSessionChange<Input>(send: (input: Input) => Promise<SessionResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (session) => newSession(client, session),
  });
}

/**
 * Sends the sign-out this browser owes, if it owes one (any request would end the session; this
 * one asks for nothing else). With no signal it fails at once (the service worker leaves it to
 * the network) and stays owed, for the `online` event or the next visit. Sent twice, the second
 * finds nothing to end.
 */
async function sendOwedSignOut(): Promise<void> {
  if (!isSignOutOwed()) return;
  try {
    await call((await authEndpoints()).signOut, { body: {} });
  } catch (error) {
    // As in the seed, a failed sign-out is only logged; with no signal it is not a failure.
    if (!isNetworkFailure(error)) console.error('Sign-out failed', error);
  } finally {
    signOutNews();
  }
}

// A sign-out made with no signal goes as soon as the signal is back, or at the next start.
globalThis.addEventListener?.('online', () => void sendOwedSignOut());
if (isSignOutOwed()) void sendOwedSignOut();

/**
 * Signs out on this device at once, with or without signal (decision 136): what the device
 * keeps for the account goes, every request from now on ends the session first, and the whole
 * app sees nobody signed in; then the server is told, when it can be. The header signs out as
 * well as the sign-out page.
 */
export function signOutHere(client: QueryClient): void {
  oweSignOut();
  // An answer asked for before now must not bring the account back.
  void client.cancelQueries({ queryKey: sessionKeys.all });
  newSession(client, signedOutSession);
  void sendOwedSignOut();
}

export function useSignOut(): () => void {
  const client = useQueryClient();
  return () => signOutHere(client);
}
