import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../../../../contract/api/bookings';
import { call } from '../../../api/call';

export const bookingKeys = { booking: (id: string) => ['booking', id] as const };

/** Asks the server to check the payment with the provider; the answer is the booking now. */
export function useRefreshBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(bookingsApi.refreshPayment, { params: { id } }),
    onSuccess: (view) => client.setQueryData(bookingKeys.booking(String(view.id)), view),
  });
}
