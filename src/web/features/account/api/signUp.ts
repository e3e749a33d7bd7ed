import { authApi } from '../../../../contract/api/auth';
import type { Credentials } from '../../../../contract/auth';
import { call } from '../../../api/call';
import { useSessionChange } from '../../../api/session';

export const useSignUp = () =>
  useSessionChange((input: Credentials) => call(authApi.signUp, { body: input }));
