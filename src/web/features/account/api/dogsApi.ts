import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../contract/api/account';
import { bookingContextKeys } from '../../../api/bookingContext';
import { call } from '../../../api/call';

export const dogsKeys = { all: ['account', 'dogs'] as const };

export const dogNamesQuery = () =>
  queryOptions({
    queryKey: dogsKeys.all,
    queryFn: () => call(accountApi.dogs),
  });

export const useDogNames = () => useQuery(dogNamesQuery());

export function useSaveDogNames() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => call(accountApi.keepDogs, { body: { names } }),
    onSuccess: (kept) => {
      client.setQueryData(dogNamesQuery().queryKey, kept);
      // The booking page suggests a number of dogs from them.
      void client.invalidateQueries({ queryKey: bookingContextKeys.all });
    },
  });
}
