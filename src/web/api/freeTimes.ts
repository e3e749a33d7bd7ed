import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { siteEndpoints } from './firstVisitEndpoints';

export interface FreeTimesAsk {
  /** The first day; the park's today when not given. */
  from?: string;
  days: number;
  /** At most this many times a day and field. */
  per?: number;
}

/**
 * Under the availability key (api/availability.ts, not imported: it would bring the site's
 * schemas into the first visit), so that booking, cancelling or moving asks again.
 */
const freeTimesKey = (ask: FreeTimesAsk) =>
  ['availability', 'free-times', ask.from ?? 'today', ask.days, ask.per ?? 'all'] as const;

/** Each open field's free times, day by day (decision 121). */
export const useFreeTimes = (ask: FreeTimesAsk) =>
  useQuery({
    queryKey: freeTimesKey(ask),
    queryFn: async () =>
      call((await siteEndpoints()).freeTimes, {
        query: { from: ask.from, days: ask.days, per: ask.per },
      }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    // Moving to another day keeps the one shown until the next comes: nothing jumps.
    placeholderData: keepPreviousData,
  });
