import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type SessionResponse, signedOutSession } from '../../contract/session';
import { isNetworkFailure, useOnline } from '../lib/connection';
import { forgetKept, type KeptAccount, settleKept, useKeptAccount } from '../lib/deviceKeeping';
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

// The page came with who is signed in: the device's kept things follow it before anything shows.
if (initialData?.session) heard(initialData.session);

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async () => heard(await call((await authEndpoints()).session)),
    initialData: initialData?.session,
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
 * The header signs out as well as the sign-out page. What the device keeps goes first, whether
 * or not the server answers (with no signal it can't, and the session itself stays signed in).
 */
export const useSignOut = () =>
  useSessionChange(async (input: Record<string, never>) => {
    forgetKept();
    return call((await authEndpoints()).signOut, { body: input });
  });
