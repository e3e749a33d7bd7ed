import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingCard, ClosedDateRow } from '../../../../contract/admin';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { getJson, postJson } from '../../../api/client';

export type BookingOnDate = Pick<AdminBookingCard, 'id' | 'who' | 'time' | 'minutes' | 'status'>;

export const closedDatesKeys = {
  closedDates: () => [...adminKeys.all, 'closed-dates'] as const,
  bookingsOnDate: (date: string | null) =>
    [...adminKeys.all, 'closed-date-bookings', date] as const,
};

export const closedDatesQueries = {
  closedDates: () =>
    queryOptions({
      queryKey: closedDatesKeys.closedDates(),
      queryFn: () => getJson<ClosedDateRow[]>('/api/admin/closed-dates'),
    }),
  bookingsOnDate: (date: string | null) =>
    queryOptions({
      queryKey: closedDatesKeys.bookingsOnDate(date),
      queryFn: () => getJson<BookingOnDate[]>(`/api/admin/closed-dates/bookings?date=${date}`),
      enabled: date !== null,
    }),
};

export const useClosedDates = () => useQuery(closedDatesQueries.closedDates());
export const useBookingsOnDate = (date: string | null) =>
  useQuery(closedDatesQueries.bookingsOnDate(date));

export const useCloseDate = () =>
  useAdminChange((input: { date: string; reason: string }) =>
    postJson<{ date: string; cancelled: number; refunded: number }>('/api/admin/closures', input),
  );

export const useReopenDate = () =>
  useAdminChange((date: string) =>
    postJson<{ reopened: string }>('/api/admin/closed-dates/reopen', { date }),
  );
