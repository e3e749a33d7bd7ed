import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../../../../contract/api/bookings';
import { siteApi } from '../../../../contract/api/site';
import type { CreateBookingRequest } from '../../../../contract/bookings';
import type { CreateSeriesRequest, SeriesPreviewQuery } from '../../../../contract/series';
import { availabilityKeys } from '../../../api/availability';
import { call } from '../../../api/call';

export function useCheckDiscount() {
  return useMutation({
    mutationFn: (code: string) => call(bookingsApi.discountCheck, { query: { code } }),
  });
}

export function useCreateBooking() {
  return useMutation({
    mutationFn: (request: CreateBookingRequest) => call(bookingsApi.book, { body: request }),
  });
}

/** Leaving the checkout unpaid frees the slot: the month's free slots read afresh. */
export function useReleaseBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(bookingsApi.releaseHold, { params: { id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

/** The weeks of a repeat booking, free or why not, for the slot chosen (decision 100). */
export const seriesPreviewQuery = (query: SeriesPreviewQuery) =>
  queryOptions({
    queryKey: ['series-preview', query] as const,
    queryFn: () =>
      call(bookingsApi.seriesPreview, {
        query: {
          date: query.date,
          time: query.time,
          minutes: query.minutes,
          dogs: query.dogs,
          weeks: query.weeks,
          fieldId: query.fieldId,
        },
      }),
  });

export const useSeriesPreview = (query: SeriesPreviewQuery | null) =>
  useQuery({
    ...seriesPreviewQuery(query ?? { date: '', time: '', minutes: 30, dogs: '1-4', weeks: 2 }),
    enabled: query !== null,
  });

export function useCreateSeries() {
  return useMutation({
    mutationFn: (request: CreateSeriesRequest) => call(bookingsApi.bookSeries, { body: request }),
  });
}

/** The passes on sale (decision 101). */
export const passTypesQuery = () =>
  queryOptions({
    queryKey: ['pass-types'] as const,
    queryFn: () => call(siteApi.passTypes),
    staleTime: 60_000,
  });

export const usePassTypesOnSale = () => useQuery(passTypesQuery());

export function useBuyPass() {
  return useMutation({
    mutationFn: (passTypeId: number) => call(bookingsApi.buyPass, { body: { passTypeId } }),
  });
}
