import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingView,
  CreateBookingRequest,
  CreateBookingResponse,
  DiscountCheckResponse,
} from '../../../../contract/bookings';
import type { BuyPassResponse, PassTypesOnSale } from '../../../../contract/passes';
import type {
  CreateSeriesRequest,
  CreateSeriesResponse,
  SeriesPreview,
  SeriesPreviewQuery,
} from '../../../../contract/series';
import { availabilityKeys } from '../../../api/availability';
import { getJson, postJson } from '../../../api/client';

export function useCheckDiscount() {
  return useMutation({
    mutationFn: (code: string) =>
      getJson<DiscountCheckResponse>(`/api/discounts/check?code=${encodeURIComponent(code)}`),
  });
}

export function useCreateBooking() {
  return useMutation({
    mutationFn: (request: CreateBookingRequest) =>
      postJson<CreateBookingResponse>('/api/bookings', request),
  });
}

/** Leaving the checkout unpaid frees the slot: the month's free slots read afresh. */
export function useReleaseBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      postJson<BookingView>(`/api/bookings/${encodeURIComponent(id)}/release`),
    onSettled: () => void client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

/** The weeks of a repeat booking, free or why not, for the slot chosen (decision 100). */
export const seriesPreviewQuery = (query: SeriesPreviewQuery) =>
  queryOptions({
    queryKey: ['series-preview', query] as const,
    queryFn: () => {
      const params = new URLSearchParams({
        date: query.date,
        time: query.time,
        minutes: String(query.minutes),
        dogs: query.dogs,
        weeks: String(query.weeks),
      });
      return getJson<SeriesPreview>(`/api/series/preview?${params}`);
    },
  });

export const useSeriesPreview = (query: SeriesPreviewQuery | null) =>
  useQuery({
    ...seriesPreviewQuery(query ?? { date: '', time: '', minutes: 30, dogs: '1-4', weeks: 2 }),
    enabled: query !== null,
  });

export function useCreateSeries() {
  return useMutation({
    mutationFn: (request: CreateSeriesRequest) =>
      postJson<CreateSeriesResponse>('/api/series', request),
  });
}

/** The passes on sale (decision 101). */
export const passTypesQuery = () =>
  queryOptions({
    queryKey: ['pass-types'] as const,
    queryFn: () => getJson<PassTypesOnSale>('/api/pass-types'),
    staleTime: 60_000,
  });

export const usePassTypesOnSale = () => useQuery(passTypesQuery());

export function useBuyPass() {
  return useMutation({
    mutationFn: (passTypeId: number) => postJson<BuyPassResponse>('/api/passes', { passTypeId }),
  });
}
