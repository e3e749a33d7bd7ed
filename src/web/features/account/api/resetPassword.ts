import { useSignInStep } from './signIn';

/**
 * A new password signs this browser in (and every other session out); an account with two-factor
 * on is asked for its code first, as at sign-in.
 */
export const useResetPassword = () =>
  useSignInStep<{ token: string; password: string }>('/api/auth/reset-password');
