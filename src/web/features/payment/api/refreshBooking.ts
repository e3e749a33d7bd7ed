import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingView } from '../../../../contract/bookings';
import { postJson } from '../../../api/client';

export const bookingKeys = { booking: (id: string) => ['booking', id] as const };

/** Asks the server to check the payment with the provider; the answer is the booking now. */
export function useRefreshBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      postJson<BookingView>(`/api/bookings/${encodeURIComponent(id)}/refresh`),
    onSuccess: (view) => client.setQueryData(bookingKeys.booking(String(view.id)), view),
  });
}
