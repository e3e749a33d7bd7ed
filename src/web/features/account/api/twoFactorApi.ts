import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../contract/api/account';
import { call } from '../../../api/call';
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
      call(accountApi.startTwoFactor, { body: password ? { password } : {} }),
  });
}

export function useConfirmTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (code: string) => call(accountApi.confirmTwoFactor, { body: { code } }),
    onSuccess: changed,
  });
}

export function useNewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(accountApi.newRecoveryCodes, { body: { password } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all, exact: true }),
  });
}

export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      call(accountApi.disableTwoFactor, { body: input }),
    onSuccess: changed,
  });
}
