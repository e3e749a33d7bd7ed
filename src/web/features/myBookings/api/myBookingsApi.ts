import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResendVerificationResponse } from '../../../../contract/auth';
import type { MyBookingsResponse } from '../../../../contract/bookings';
import type { MyPass } from '../../../../contract/passes';
import type { MyWaitlist } from '../../../../contract/waitlist';
import { availabilityKeys } from '../../../api/availability';
import { getJson, postJson } from '../../../api/client';

export const myBookingsKeys = { all: ['my-bookings'] } as const;

export const myBookingsQuery = () =>
  queryOptions({
    queryKey: myBookingsKeys.all,
    queryFn: () => getJson<MyBookingsResponse>('/api/my-bookings'),
    staleTime: 10_000,
  });

export const useMyBookings = () => useQuery(myBookingsQuery());

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expect }: { id: number; expect: 'full-refund' | 'no-refund' }) =>
      postJson<{ refundPence: number }>(`/api/bookings/${id}/cancel`, { expect }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: myBookingsKeys.all });
      void client.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}

export function useMoveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date, time }: { id: number; date: string; time: string }) =>
      postJson<MyBookingsResponse>(`/api/bookings/${id}/move`, { date, time }),
    // The answer is the whole list, moved booking included.
    onSuccess: (bookings) => client.setQueryData(myBookingsQuery().queryKey, bookings),
    onSettled: () => void client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

/** Back from a pass's checkout: confirms it if it was paid meanwhile; the list reads afresh. */
export function useRefreshPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postJson<MyPass>(`/api/passes/${id}/refresh`),
    onSettled: () => void client.invalidateQueries({ queryKey: myBookingsKeys.all }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => postJson<ResendVerificationResponse>('/api/auth/verify-email/resend'),
  });
}

export const myWaitlistKeys = { all: ['my-waitlist'] } as const;

/** The customer's places on waiting lists still open (decision 102). */
export const myWaitlistQuery = () =>
  queryOptions({
    queryKey: myWaitlistKeys.all,
    queryFn: () => getJson<MyWaitlist>('/api/waitlist'),
    staleTime: 10_000,
  });

export const useMyWaitlist = () => useQuery(myWaitlistQuery());

/** Leaves a list; an offer held then frees its slot, so the month's free slots read afresh. */
export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postJson<MyWaitlist>(`/api/waitlist/${id}/leave`),
    onSuccess: (lists) => client.setQueryData(myWaitlistQuery().queryKey, lists),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: myBookingsKeys.all });
      void client.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}
