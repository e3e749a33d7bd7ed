import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookOfferResponse, WaitlistEntry } from '../../../../contract/waitlist';
import { getJson, postJson } from '../../../api/client';

export const offerKeys = { one: (id: string) => ['waitlist-offer', id] as const };

/** A place on a waiting list, as the page its offer e-mail links to shows it. */
export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: offerKeys.one(id),
    queryFn: () => getJson<WaitlistEntry>(`/api/waitlist/${encodeURIComponent(id)}`),
    // A 404 (not theirs, or no such place) will not change by asking again.
    retry: false,
  });

export const useOffer = (id: string) => useQuery(offerQuery(id));

/** "Book and pay": opens the offer's checkout and answers where to pay. */
export function useBookOffer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { rulesVersion: number | null }) =>
      postJson<BookOfferResponse>(`/api/waitlist/${encodeURIComponent(id)}/book`, body),
    // Refused (the hold ran out, it was booked): the page shows what became of the offer.
    onError: () => void client.invalidateQueries({ queryKey: offerKeys.one(id) }),
  });
}
