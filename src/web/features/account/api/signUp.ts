import type { Credentials } from '../../../../contract/auth';
import { useSessionChange } from '../../../api/session';

export const useSignUp = () => useSessionChange<Credentials>('/api/auth/sign-up');
