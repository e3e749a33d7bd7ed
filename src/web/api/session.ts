import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResendVerificationResponse, VerifyEmailResponse } from '../../contract/auth';
import { type SessionResponse, signedOutSession } from '../../contract/session';
import { getJson, postJson } from './client';
import { initialData } from './initialData';

export type Session = SessionResponse;

const SESSION_KEY = ['session'] as const;

/** Who is signed in, in the seed's shape (section 4). Known at once from the page itself. */
export function useSession(): { session: Session; isLoading: boolean } {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => getJson<SessionResponse>('/api/session'),
    initialData: initialData?.session,
    staleTime: 60_000,
  });
  return { session: query.data ?? signedOutSession, isLoading: query.isPending };
}

/** A call that signs in or out: afterwards the whole app sees the new session. */
function useSessionChange<Input>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => postJson<SessionResponse>(path, input),
    onSuccess: (session) => {
      client.setQueryData(SESSION_KEY, session);
      // Anything fetched for the previous user is no longer theirs to see.
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'park',
      });
    },
  });
}

export const useSignUp = () =>
  useSessionChange<{ email: string; password: string }>('/api/auth/sign-up');
export const useSignIn = () =>
  useSessionChange<{ email: string; password: string }>('/api/auth/sign-in');
export const useSignOut = () => useSessionChange<Record<string, never>>('/api/auth/sign-out');
export const useResetPassword = () =>
  useSessionChange<{ token: string; password: string }>('/api/auth/reset-password');

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      postJson<{ sent: true }>('/api/auth/forgot-password', input),
  });
}

/** Opens the link sent to prove an address: it needs no sign-in, only the token. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      postJson<VerifyEmailResponse>('/api/auth/verify-email', { token }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['my-bookings'] }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => postJson<ResendVerificationResponse>('/api/auth/verify-email/resend'),
  });
}
