import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DogNames } from '../../../../contract/bookingProfile';
import { bookingContextKeys } from '../../../api/bookingContext';
import { getJson, postJson } from '../../../api/client';

export const dogsKeys = { all: ['account', 'dogs'] as const };

export const dogNamesQuery = () =>
  queryOptions({
    queryKey: dogsKeys.all,
    queryFn: () => getJson<DogNames>('/api/account/dogs'),
  });

export const useDogNames = () => useQuery(dogNamesQuery());

export function useSaveDogNames() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => postJson<DogNames>('/api/account/dogs', { names }),
    onSuccess: (kept) => {
      client.setQueryData(dogNamesQuery().queryKey, kept);
      // The booking page suggests a number of dogs from them.
      void client.invalidateQueries({ queryKey: bookingContextKeys.all });
    },
  });
}
