import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../api/client';
import { invalidateAccountData, sessionKeys } from '../../../api/session';

/** Opens the link sent to a new address: it needs no sign-in, only the token. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      postJson<{ email: string }>('/api/auth/confirm-email-change', { token }),
    // The header shows the session's address, the account page the account's.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: sessionKeys.all });
      void invalidateAccountData(client);
    },
  });
}
