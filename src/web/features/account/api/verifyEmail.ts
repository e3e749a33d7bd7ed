import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '../../../../contract/auth';
import { postJson } from '../../../api/client';
import { invalidateAccountData } from '../../../api/session';

/** Opens the link sent to prove an address: it needs no sign-in, only the token. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      postJson<VerifyEmailResponse>('/api/auth/verify-email', { token }),
    // My bookings says whether the address is confirmed.
    onSuccess: () => void invalidateAccountData(client),
  });
}
