import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../contract/api/admin';
import { call } from '../call';
import { adminKeys } from './adminApi';

/** Under the admin key, so that any admin change (a booking moved, a day closed) refreshes them. */
export const workspaceKeys = {
  today: () => [...adminKeys.all, 'today'] as const,
  calendar: (from: string, days: number) => [...adminKeys.all, 'calendar', from, days] as const,
};

/** Who is on the field changes with the clock, so Today asks again each minute it is open. */
const TODAY_REFRESH_MS = 60_000;

export const workspaceQueries = {
  today: () =>
    queryOptions({
      queryKey: workspaceKeys.today(),
      queryFn: () => call(adminApi.today),
      refetchInterval: TODAY_REFRESH_MS,
    }),
  calendar: (from: string, days: number) =>
    queryOptions({
      queryKey: workspaceKeys.calendar(from, days),
      queryFn: () => call(adminApi.calendar, { query: { from, days } }),
    }),
};

export const useToday = () => useQuery(workspaceQueries.today());
export const useCalendar = (from: string, days: number) =>
  useQuery(workspaceQueries.calendar(from, days));
