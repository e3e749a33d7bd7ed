import { authApi } from '../../../../contract/api/auth';
import { call } from '../../../api/call';
import { useSignInStep } from './signIn';

/**
 * A new password signs this browser in (and every other session out); an account with two-factor
 * on is asked for its code first, as at sign-in.
 */
export const useResetPassword = () =>
  useSignInStep((input: { token: string; password: string }) =>
    call(authApi.resetPassword, { body: input }),
  );
