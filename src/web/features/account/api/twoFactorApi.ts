import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrolment, RecoveryCodes } from '../../../../contract/account';
import { postJson } from '../../../api/client';
import { sessionKeys } from '../../../api/session';
import { accountKeys } from './accountApi';

/** The account and the session both say whether two-factor is on (staff need it for /admin). */
function useTwoFactorChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: accountKeys.all, exact: true });
    void client.invalidateQueries({ queryKey: sessionKeys.all });
  };
}

/**
 * A new secret to put in the app; nothing changes until a first code confirms it. With
 * two-factor on already (a new phone), the password comes with it.
 */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password?: string) =>
      postJson<Enrolment>('/api/account/two-factor/start', password ? { password } : {}),
  });
}

export function useConfirmTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (code: string) =>
      postJson<RecoveryCodes>('/api/account/two-factor/confirm', { code }),
    onSuccess: changed,
  });
}

export function useNewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      postJson<RecoveryCodes>('/api/account/two-factor/recovery-codes', { password }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all, exact: true }),
  });
}

export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      postJson<{ twoFactor: boolean }>('/api/account/two-factor/disable', input),
    onSuccess: changed,
  });
}
