import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { waitlistApi } from '../../../../contract/api/waitlist';
import type { BookOfferRequest } from '../../../../contract/waitlist';
import { call } from '../../../api/call';

export const offerKeys = { one: (id: string) => ['waitlist-offer', id] as const };

/** A place on a waiting list, as the page its offer e-mail links to shows it. */
export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: offerKeys.one(id),
    queryFn: () => call(waitlistApi.place, { params: { id } }),
    // A 404 (not theirs, or no such place) will not change by asking again.
    retry: false,
  });

export const useOffer = (id: string) => useQuery(offerQuery(id));

/**
 * "Book and pay": opens the offer's checkout and answers where to pay; with a pass, books it
 * and answers the page of the booking confirmed.
 */
export function useBookOffer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookOfferRequest) => call(waitlistApi.bookOffer, { params: { id }, body }),
    // Refused (the hold ran out, it was booked): the page shows what became of the offer.
    onError: () => void client.invalidateQueries({ queryKey: offerKeys.one(id) }),
  });
}
