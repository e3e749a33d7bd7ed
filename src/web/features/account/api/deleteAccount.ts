import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeleted, PasswordAndCode } from '../../../../contract/account';
import { accountApi } from '../../../../contract/api/account';
import { signedOutSession } from '../../../../contract/session';
import { call } from '../../../api/call';
import { newSession } from '../../../api/session';

/**
 * Deleting the account ends its session too. `onDeleted` runs before the site is shown signed
 * out, so the page can keep what happened on screen instead of being sent to sign in.
 */
export function useDeleteAccount(onDeleted: (outcome: AccountDeleted) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordAndCode) => call(accountApi.deleteAccount, { body: input }),
    onSuccess: (outcome) => {
      onDeleted(outcome);
      newSession(client, signedOutSession);
    },
  });
}
