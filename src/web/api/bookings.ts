import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailabilityResponse,
  BookingView,
  CreateBookingRequest,
  CreateBookingResponse,
  DiscountCheckResponse,
  MyBookingsResponse,
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

export function useMyBookings() {
  return useQuery({
    queryKey: ['my-bookings'],
    queryFn: () => getJson<MyBookingsResponse>('/api/my-bookings'),
    staleTime: 10_000,
  });
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expect }: { id: number; expect: 'full-refund' | 'no-refund' }) =>
      postJson<{ refundPence: number }>(`/api/bookings/${id}/cancel`, { expect }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['my-bookings'] });
      void client.invalidateQueries({ queryKey: ['availability'] });
    },
  });
}

export function useMoveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date, time }: { id: number; date: string; time: string }) =>
      postJson<MyBookingsResponse>(`/api/bookings/${id}/move`, { date, time }),
    onSuccess: (bookings) => client.setQueryData(['my-bookings'], bookings),
    onSettled: () => void client.invalidateQueries({ queryKey: ['availability'] }),
  });
}
