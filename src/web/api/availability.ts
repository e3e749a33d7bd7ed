import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse } from '../../contract/bookings';
import { getJson } from './client';

/** Booking, cancelling and moving all change which slots are free, so the key is shared. */
export const availabilityKeys = {
  all: ['availability'] as const,
  month: (month: string) => [...availabilityKeys.all, month] as const,
};

export const availabilityQuery = (month: string) =>
  queryOptions({
    queryKey: availabilityKeys.month(month),
    queryFn: () =>
      getJson<AvailabilityResponse>(`/api/availability?month=${encodeURIComponent(month)}`),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useAvailability = (month: string) => useQuery(availabilityQuery(month));
