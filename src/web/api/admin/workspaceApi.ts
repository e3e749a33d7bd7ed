import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../contract/api/admin';
import { call } from '../call';
import { adminKeys } from './adminApi';

/**
 * Under the admin key, so that any admin change (a booking moved, a day closed) refreshes them.
 * `field` is the field shown, or null for all of them (decision 114).
 */
export const workspaceKeys = {
  today: (field: number | null) => [...adminKeys.all, 'today', field] as const,
  calendar: (from: string, days: number, field: number | null) =>
    [...adminKeys.all, 'calendar', from, days, field] as const,
};

/** Who is on the field changes with the clock, so Today asks again each minute it is open. */
const TODAY_REFRESH_MS = 60_000;

/** A field is named only when one is chosen: the park's own requests stay as they were. */
const fieldQuery = (field: number | null) => (field === null ? {} : { field });

export const workspaceQueries = {
  today: (field: number | null = null) =>
    queryOptions({
      queryKey: workspaceKeys.today(field),
      queryFn: () => call(adminApi.today, { query: fieldQuery(field) }),
      refetchInterval: TODAY_REFRESH_MS,
    }),
  calendar: (from: string, days: number, field: number | null = null) =>
    queryOptions({
      queryKey: workspaceKeys.calendar(from, days, field),
      queryFn: () => call(adminApi.calendar, { query: { from, days, ...fieldQuery(field) } }),
    }),
};

export const useToday = (field: number | null = null) => useQuery(workspaceQueries.today(field));
export const useCalendar = (from: string, days: number, field: number | null = null) =>
  useQuery(workspaceQueries.calendar(from, days, field));
