import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '../../contract/api/site';
import { call } from './call';

/** Booking, cancelling and moving all change which slots are free, so the key is shared. */
export const availabilityKeys = {
  all: ['availability'] as const,
  month: (month: string) => [...availabilityKeys.all, month] as const,
};

export const availabilityQuery = (month: string) =>
  queryOptions({
    queryKey: availabilityKeys.month(month),
    queryFn: () => call(siteApi.availability, { query: { month } }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useAvailability = (month: string) => useQuery(availabilityQuery(month));
