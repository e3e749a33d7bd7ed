import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../contract/api/account';
import type { SaveContact } from '../../../../contract/contact';
import { bookingContextKeys } from '../../../api/bookingContext';
import { call } from '../../../api/call';

export const contactKeys = { all: ['account', 'contact'] as const };

export const contactQuery = () =>
  queryOptions({
    queryKey: contactKeys.all,
    queryFn: () => call(accountApi.contact),
  });

export const useContact = () => useQuery(contactQuery());

export function useSaveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: SaveContact) => call(accountApi.saveContact, { body: contact }),
    onSuccess: (kept) => {
      client.setQueryData(contactQuery().queryKey, kept);
      // The booking page asks for them while the account lacks them.
      void client.invalidateQueries({ queryKey: bookingContextKeys.all });
    },
  });
}
