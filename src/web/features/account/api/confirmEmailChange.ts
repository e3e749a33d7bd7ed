import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../contract/api/auth';
import { call } from '../../../api/call';
import { invalidateAccountData, sessionKeys } from '../../../api/session';

/** Opens the link sent to a new address: it needs no sign-in, only the token. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(authApi.confirmEmailChange, { body: { token } }),
    // The header shows the session's address, the account page the account's.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: sessionKeys.all });
      void invalidateAccountData(client);
    },
  });
}
