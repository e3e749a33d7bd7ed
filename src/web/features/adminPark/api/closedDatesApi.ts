import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerApi } from '../../../../contract/api/owner';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

export const closedDatesKeys = {
  closedDates: () => [...adminKeys.all, 'closed-dates'] as const,
  bookingsOnDate: (date: string | null) =>
    [...adminKeys.all, 'closed-date-bookings', date] as const,
};

export const closedDatesQueries = {
  closedDates: () =>
    queryOptions({
      queryKey: closedDatesKeys.closedDates(),
      queryFn: () => call(ownerApi.closedDates),
    }),
  bookingsOnDate: (date: string | null) =>
    queryOptions({
      queryKey: closedDatesKeys.bookingsOnDate(date),
      queryFn: () => call(ownerApi.closedDateBookings, { query: { date: date ?? '' } }),
      enabled: date !== null,
    }),
};

export const useClosedDates = () => useQuery(closedDatesQueries.closedDates());
export const useBookingsOnDate = (date: string | null) =>
  useQuery(closedDatesQueries.bookingsOnDate(date));

export const useCloseDate = () =>
  useAdminChange((input: { date: string; reason: string }) =>
    call(ownerApi.closeDay, { body: input }),
  );

export const useReopenDate = () =>
  useAdminChange((date: string) => call(ownerApi.reopenDay, { body: { date } }));
