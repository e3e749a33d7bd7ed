import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailabilityResponse,
  BookingView,
  CreateBookingRequest,
  CreateBookingResponse,
  DiscountCheckResponse,
} from '../../contract/bookings';
import { getJson, postJson } from './client';

export function useAvailability(month: string) {
  return useQuery({
    queryKey: ['availability', month],
    queryFn: () =>
      getJson<AvailabilityResponse>(`/api/availability?month=${encodeURIComponent(month)}`),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

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

export function useRefreshBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      postJson<BookingView>(`/api/bookings/${encodeURIComponent(id)}/refresh`),
    onSuccess: (view) => client.setQueryData(['booking', String(view.id)], view),
  });
}

export function useReleaseBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      postJson<BookingView>(`/api/bookings/${encodeURIComponent(id)}/release`),
    onSettled: () => void client.invalidateQueries({ queryKey: ['availability'] }),
  });
}
