import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { AdminBookingCard, BookingGroup, BookingSearch } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

/** The search as the address carries it: its status, and its words when there are any. */
function searchQuery(search: BookingSearch) {
  return { status: search.status, ...(search.q ? { q: search.q } : {}) };
}

export const bookingsKeys = {
  revenue: (month: string | null) => [...adminKeys.all, 'revenue', month] as const,
  bookingCounts: (search: BookingSearch) => [...adminKeys.all, 'booking-counts', search] as const,
  bookings: (group: BookingGroup, search: BookingSearch) =>
    [...adminKeys.all, 'bookings', group, search] as const,
};

export const bookingsQueries = {
  revenue: (month: string | null) =>
    queryOptions({
      queryKey: bookingsKeys.revenue(month),
      queryFn: () => call(adminApi.revenue, { query: month ? { month } : {} }),
    }),
  bookingCounts: (search: BookingSearch) =>
    queryOptions({
      queryKey: bookingsKeys.bookingCounts(search),
      queryFn: () => call(adminApi.bookingCounts, { query: searchQuery(search) }),
    }),
  /** A group's cards, a page at a time, each page asked for after the last one's cursor. */
  bookings: (group: BookingGroup, search: BookingSearch, enabled = true) =>
    infiniteQueryOptions({
      queryKey: bookingsKeys.bookings(group, search),
      queryFn: ({ pageParam }) =>
        call(adminApi.bookings, {
          query: { group, ...searchQuery(search), ...(pageParam ? { after: pageParam } : {}) },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      enabled,
    }),
};

export const useRevenue = (month: string | null) => useQuery(bookingsQueries.revenue(month));
export const useBookingCounts = (search: BookingSearch) =>
  useQuery(bookingsQueries.bookingCounts(search));
/** Asks nothing of a group the counts say is empty. */
export const useBookingPages = (group: BookingGroup, search: BookingSearch, enabled = true) =>
  useInfiniteQuery(bookingsQueries.bookings(group, search, enabled));

export const useChangeTime = () =>
  useAdminChange((input: { booking: AdminBookingCard; time: string }) =>
    call(ownerApi.changeTime, { params: { id: input.booking.id }, body: { time: input.time } }),
  );
