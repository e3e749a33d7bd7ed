import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../contract/api/auth';
import { call } from '../../../api/call';
import { invalidateAccountData } from '../../../api/session';

/** Opens the link sent to prove an address: it needs no sign-in, only the token. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(authApi.verifyEmail, { body: { token } }),
    // My bookings says whether the address is confirmed.
    onSuccess: () => void invalidateAccountData(client),
  });
}
