import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type SessionResponse, signedOutSession } from '../../contract/session';
import { call } from './call';
import { authEndpoints } from './firstVisitEndpoints';
import { initialData } from './initialData';
import { parkKeys } from './park';

export type Session = SessionResponse;

export const sessionKeys = { all: ['session'] } as const;

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async () => call((await authEndpoints()).session),
    initialData: initialData?.session,
    staleTime: 60_000,
  });

/** Who is signed in, in the seed's shape (section 4). Known at once from the page itself. */
export function useSession(): { session: Session; isLoading: boolean } {
  const query = useQuery(sessionQuery());
  return { session: query.data ?? signedOutSession, isLoading: query.isPending };
}

/** Everything read for the account may have changed: read it afresh (the park is no one's). */
export function invalidateAccountData(client: QueryClient): Promise<void> {
  const keep = new Set<unknown>([sessionKeys.all[0], parkKeys.all[0]]);
  return client.invalidateQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
}

/** The server answered with a new session: the whole app sees it from now on. */
export function newSession(client: QueryClient, session: SessionResponse): void {
  client.setQueryData(sessionQuery().queryKey, session);
  // Anything fetched for the previous user is no longer theirs to see.
  void invalidateAccountData(client);
}

/** A call that signs in or out (`send`): afterwards the whole app sees the new session. */
export function useSessionChange<Input>(send: (input: Input) => Promise<SessionResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (session) => newSession(client, session),
  });
}

/** The header signs out as well as the sign-out page. */
export const useSignOut = () =>
  useSessionChange(async (input: Record<string, never>) =>
    call((await authEndpoints()).signOut, { body: input }),
  );
