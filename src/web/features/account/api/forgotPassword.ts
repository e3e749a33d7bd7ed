import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../../contract/api/auth';
import { call } from '../../../api/call';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => call(authApi.forgotPassword, { body: input }),
  });
}
