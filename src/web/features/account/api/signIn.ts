import type { Credentials } from '../../../../contract/auth';
import { useSessionChange } from '../../../api/session';

export const useSignIn = () => useSessionChange<Credentials>('/api/auth/sign-in');
