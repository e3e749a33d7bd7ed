import { useSessionChange } from '../../../api/session';

/** A new password signs this browser in (and every other session out). */
export const useResetPassword = () =>
  useSessionChange<{ token: string; password: string }>('/api/auth/reset-password');
