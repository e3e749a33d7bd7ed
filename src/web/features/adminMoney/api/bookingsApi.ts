import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  AdminBookingCard,
  AdminBookingsPage,
  BookingGroup,
  BookingGroupCounts,
  BookingSearch,
  RevenueResponse,
} from '../../../../contract/admin';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { getJson, postJson } from '../../../api/client';

function searchParams(search: BookingSearch, more: Record<string, string> = {}): string {
  return new URLSearchParams({
    ...more,
    status: search.status,
    ...(search.q ? { q: search.q } : {}),
  }).toString();
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
      queryFn: () =>
        getJson<RevenueResponse>(`/api/admin/revenue${month ? `?month=${month}` : ''}`),
    }),
  bookingCounts: (search: BookingSearch) =>
    queryOptions({
      queryKey: bookingsKeys.bookingCounts(search),
      queryFn: () =>
        getJson<BookingGroupCounts>(`/api/admin/bookings/counts?${searchParams(search)}`),
    }),
  /** A group's cards, a page at a time, each page asked for after the last one's cursor. */
  bookings: (group: BookingGroup, search: BookingSearch, enabled = true) =>
    infiniteQueryOptions({
      queryKey: bookingsKeys.bookings(group, search),
      queryFn: ({ pageParam }) =>
        getJson<AdminBookingsPage>(
          `/api/admin/bookings?${searchParams(search, { group })}${pageParam ? `&after=${encodeURIComponent(pageParam)}` : ''}`,
        ),
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
    postJson<{ moved: true }>(`/api/admin/bookings/${input.booking.id}/time`, { time: input.time }),
  );
