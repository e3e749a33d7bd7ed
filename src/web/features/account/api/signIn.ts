import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeNeeded, SignInCode } from '../../../../contract/account';
import { authApi } from '../../../../contract/api/auth';
import type { Credentials } from '../../../../contract/auth';
import type { SessionResponse } from '../../../../contract/session';
import { call } from '../../../api/call';
import { newSession, useSessionChange } from '../../../api/session';

/** A right password signs in, unless the account has two-factor on: then a code is wanted. */
export type SignInAnswer = SessionResponse | CodeNeeded;

export function needsCode(answer: SignInAnswer): answer is CodeNeeded {
  return 'challenge' in answer;
}

/**
 * A step that may sign in (`send`): only a session answer (200) is taken as the new session,
 * never 202's.
 */
export function useSignInStep<Input>(send: (input: Input) => Promise<SignInAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (!needsCode(answer)) newSession(client, answer);
    },
  });
}

export const useSignIn = () =>
  useSignInStep((input: Credentials) => call(authApi.signIn, { body: input }));

/** The second step: the code from the app (or a recovery code) with the password step's proof. */
export const useSignInCode = () =>
  useSessionChange((input: SignInCode) => call(authApi.signInCode, { body: input }));
