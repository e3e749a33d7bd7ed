import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../contract/api/admin';
import { call } from '../call';
import { adminKeys } from './adminApi';

export const accessProblemKeys = {
  list: () => [...adminKeys.all, 'access-problems'] as const,
};

/** The lock job works every few seconds: the list asks again each minute it is shown. */
const REFRESH_MS = 60_000;

export const accessProblemQueries = {
  list: () =>
    queryOptions({
      queryKey: accessProblemKeys.list(),
      queryFn: () => call(adminApi.accessProblems),
      refetchInterval: REFRESH_MS,
    }),
};

export const useAccessProblems = () => useQuery(accessProblemQueries.list());

/** Asks the lock for a new code for a booking; the list and Activity read afresh. */
export function useNewLockCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => call(adminApi.newLockCode, { params: { id: bookingId } }),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
