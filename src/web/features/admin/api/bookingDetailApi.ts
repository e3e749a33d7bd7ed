import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import { adminKeys } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

/** Under the admin key: any admin change (a move, a closure) refreshes an open detail too. */
export const bookingDetailKeys = {
  detail: (id: number | null) => [...adminKeys.all, 'booking-detail', id] as const,
};

export const bookingDetailQueries = {
  detail: (id: number | null) =>
    queryOptions({
      queryKey: bookingDetailKeys.detail(id),
      queryFn: () => call(adminApi.bookingDetail, { params: { id: String(id) } }),
      enabled: id !== null,
      // The e-mails' states move on their own: each opening reads afresh.
      staleTime: 0,
    }),
};

export const useBookingDetail = (id: number | null) => useQuery(bookingDetailQueries.detail(id));

/** What the refund form sends: the amount in pence, and the key naming this one refund. */
export interface RefundInput {
  amountPence: number;
  reason: string;
  cancel: boolean;
  requestKey: string;
}

/**
 * Refunds a booking. Its answer is the booking as it now stands; then every admin list (the
 * booking lists, the month's totals, Activity, Today) reads afresh.
 */
export function useRefundBooking(bookingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) =>
      call(ownerApi.refundBooking, { params: { id: bookingId }, body: input }),
    onSuccess: (detail) => client.setQueryData(bookingDetailKeys.detail(bookingId), detail),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * Cancels a booking paid with a pass (decision 127): its session goes back by the policy, or
 * always when staff tick it. Every admin list reads afresh after.
 */
export function useCancelPassBooking(bookingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { reason: string; giveSessionBack: boolean }) =>
      call(ownerApi.cancelPassBooking, { params: { id: bookingId }, body: input }),
    onSuccess: (detail) => client.setQueryData(bookingDetailKeys.detail(bookingId), detail),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
