import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../contract/api/account';
import { call } from '../../../api/call';
import { accountKeys } from './accountApi';

export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: () => call(accountApi.sessions),
    staleTime: 10_000,
  });

export const useAccountSessions = () => useQuery(accountSessionsQuery());

/** Ends one other session (`id`), or every other one (no id); the list is read again after. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? call(accountApi.signOutOthers, { body: {} })
        : call(accountApi.signOutSession, { params: { id }, body: {} }),
    onSettled: () => void client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
