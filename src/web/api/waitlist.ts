import { queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistApi } from '../../contract/api/waitlist';
import { call } from './call';

export const myWaitlistKeys = { all: ['my-waitlist'] } as const;

/**
 * The customer's places on waiting lists still open (decision 102): My bookings lists them, and
 * the booking page marks the taken times they already wait for.
 */
export const myWaitlistQuery = () =>
  queryOptions({
    queryKey: myWaitlistKeys.all,
    queryFn: () => call(waitlistApi.mine),
    staleTime: 10_000,
  });

export const useMyWaitlist = (enabled = true) => useQuery({ ...myWaitlistQuery(), enabled });
