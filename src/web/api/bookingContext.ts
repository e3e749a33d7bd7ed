import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '../../contract/api/account';
import { call } from './call';

export const bookingContextKeys = { all: ['booking-context'] } as const;

/** The customer's standing with the site rules and their dogs' names, for Book Now. */
export const bookingContextQuery = () =>
  queryOptions({
    queryKey: bookingContextKeys.all,
    queryFn: () => call(accountApi.bookingContext),
  });

export const useBookingContext = () => useQuery(bookingContextQuery());
