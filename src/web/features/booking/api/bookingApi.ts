import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingView,
  CreateBookingRequest,
  CreateBookingResponse,
  DiscountCheckResponse,
} from '../../../../contract/bookings';
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
