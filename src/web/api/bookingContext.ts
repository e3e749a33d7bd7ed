import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingContext } from '../../contract/bookingProfile';
import { getJson } from './client';

export const bookingContextKeys = { all: ['booking-context'] } as const;

/** The customer's standing with the site rules and their dogs' names, for Book Now. */
export const bookingContextQuery = () =>
  queryOptions({
    queryKey: bookingContextKeys.all,
    queryFn: () => getJson<BookingContext>('/api/booking-context'),
  });

export const useBookingContext = () => useQuery(bookingContextQuery());
