import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '../../contract/api/site';
import { call } from './call';

/** Booking, cancelling and moving all change which slots are free, so the key is shared. */
export const availabilityKeys = {
  all: ['availability'] as const,
  /** A park of one field never names it, so its key (and its request) stays the seed's. */
  month: (month: string, fieldId?: number) =>
    fieldId === undefined
      ? ([...availabilityKeys.all, month] as const)
      : ([...availabilityKeys.all, month, fieldId] as const),
};

/** A month of a field's holds; the first field's when none is named. */
export const availabilityQuery = (month: string, fieldId?: number) =>
  queryOptions({
    queryKey: availabilityKeys.month(month, fieldId),
    queryFn: () => call(siteApi.availability, { query: { month, field: fieldId } }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useAvailability = (month: string, fieldId?: number) =>
  useQuery(availabilityQuery(month, fieldId));
