import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../api/client';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      postJson<{ sent: true }>('/api/auth/forgot-password', input),
  });
}
