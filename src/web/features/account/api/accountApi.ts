import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../contract/api/account';
import { authApi } from '../../../../contract/api/auth';
import { call } from '../../../api/call';

export const accountKeys = {
  all: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
};

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.all,
    queryFn: () => call(authApi.account),
    staleTime: 10_000,
  });

export const useAccount = () => useQuery(accountQuery());

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      call(accountApi.changePassword, { body: input }),
    // The other sessions were ended: the list of them is out of date.
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; email: string }) =>
      call(accountApi.changeEmail, { body: input }),
    // The account now has an address waiting for its link.
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all, exact: true }),
  });
}
