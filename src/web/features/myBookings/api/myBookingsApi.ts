import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../contract/api/auth';
import { bookingsApi } from '../../../../contract/api/bookings';
import { waitlistApi } from '../../../../contract/api/waitlist';
import { availabilityKeys } from '../../../api/availability';
import { call } from '../../../api/call';
import { myWaitlistQuery } from '../../../api/waitlist';

export const myBookingsKeys = { all: ['my-bookings'] } as const;

export const myBookingsQuery = () =>
  queryOptions({
    queryKey: myBookingsKeys.all,
    queryFn: () => call(bookingsApi.myBookings),
    staleTime: 10_000,
  });

export const useMyBookings = () => useQuery(myBookingsQuery());

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expect }: { id: number; expect: 'full-refund' | 'no-refund' }) =>
      call(bookingsApi.cancel, { params: { id }, body: { expect } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: myBookingsKeys.all });
      void client.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}

export function useMoveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...to }: { id: number; date: string; time: string; fieldId?: number }) =>
      call(bookingsApi.move, { params: { id }, body: to }),
    // The answer is the whole list, moved booking included.
    onSuccess: (bookings) => client.setQueryData(myBookingsQuery().queryKey, bookings),
    onSettled: () => void client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

/** Back from a pass's checkout: confirms it if it was paid meanwhile; the list reads afresh. */
export function useRefreshPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(bookingsApi.refreshPass, { params: { id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: myBookingsKeys.all }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => call(authApi.resendVerification, { body: {} }),
  });
}

/** Leaves a list; an offer held then frees its slot, so the month's free slots read afresh. */
export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(waitlistApi.leave, { params: { id } }),
    onSuccess: (lists) => client.setQueryData(myWaitlistQuery().queryKey, lists),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: myBookingsKeys.all });
      void client.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}
