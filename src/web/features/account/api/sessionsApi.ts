import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessions } from '../../../../contract/account';
import { getJson, postJson } from '../../../api/client';
import { accountKeys } from './accountApi';

export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: () => getJson<AccountSessions>('/api/account/sessions'),
    staleTime: 10_000,
  });

export const useAccountSessions = () => useQuery(accountSessionsQuery());

/** Ends one other session (`id`), or every other one (no id); the list is read again after. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      postJson<{ signedOut: number }>(
        id === null
          ? '/api/account/sessions/sign-out-others'
          : `/api/account/sessions/${encodeURIComponent(id)}/sign-out`,
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
