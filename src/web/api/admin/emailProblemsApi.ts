import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../contract/api/admin';
import { call } from '../call';
import { adminKeys } from './adminApi';

export const emailProblemKeys = {
  list: () => [...adminKeys.all, 'email-problems'] as const,
};

/** Mail servers answer on their own time: the list asks again each minute it is shown. */
const REFRESH_MS = 60_000;
/**
 * While a message is being tried again (staff pressed Retry, or the server could not be
 * reached), the list asks more often, so a delivered message leaves it soon after it goes.
 */
const RETRYING_REFRESH_MS = 5_000;

export const emailProblemQueries = {
  list: () =>
    queryOptions({
      queryKey: emailProblemKeys.list(),
      queryFn: () => call(adminApi.emailProblems),
      refetchInterval: (query) =>
        query.state.data?.rows.some((row) => row.status === 'retrying')
          ? RETRYING_REFRESH_MS
          : REFRESH_MS,
    }),
};

export const useEmailProblems = () => useQuery(emailProblemQueries.list());

/**
 * Sends an e-mail again at once. Its row shows the answer straight away (retrying, next try
 * now); the list then reads afresh, and Activity with it, which note the retry.
 */
export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminApi.retryEmail, { params: { id } }),
    onSuccess: (retried) =>
      client.setQueryData(emailProblemQueries.list().queryKey, (list) =>
        list
          ? { ...list, rows: list.rows.map((row) => (row.id === retried.id ? retried : row)) }
          : list,
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
