import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse } from '../../../../contract/auth';
import { getJson, postJson } from '../../../api/client';

export const accountKeys = {
  all: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
};

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.all,
    queryFn: () => getJson<AccountResponse>('/api/account'),
    staleTime: 10_000,
  });

export const useAccount = () => useQuery(accountQuery());

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      postJson<{ signedOut: number }>('/api/account/password', input),
    // The other sessions were ended: the list of them is out of date.
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; email: string }) =>
      postJson<{ sentTo: string }>('/api/account/email', input),
    // The account now has an address waiting for its link.
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all, exact: true }),
  });
}
