import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerApi } from '../../../../contract/api/owner';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

/** `field`: the field the date closes, or null for the whole park (decision 114). */
export const closedDatesKeys = {
  closedDates: () => [...adminKeys.all, 'closed-dates'] as const,
  bookingsOnDate: (date: string | null, field: number | null) =>
    [...adminKeys.all, 'closed-date-bookings', date, field] as const,
};

export const closedDatesQueries = {
  closedDates: () =>
    queryOptions({
      queryKey: closedDatesKeys.closedDates(),
      queryFn: () => call(ownerApi.closedDates),
    }),
  bookingsOnDate: (date: string | null, field: number | null = null) =>
    queryOptions({
      queryKey: closedDatesKeys.bookingsOnDate(date, field),
      queryFn: () =>
        call(ownerApi.closedDateBookings, {
          query: { date: date ?? '', ...(field === null ? {} : { field }) },
        }),
      enabled: date !== null,
    }),
};

export const useClosedDates = () => useQuery(closedDatesQueries.closedDates());
export const useBookingsOnDate = (date: string | null, field: number | null = null) =>
  useQuery(closedDatesQueries.bookingsOnDate(date, field));

/** A park of one field sends no field: its closures are the whole park's, as always. */
export const useCloseDate = () =>
  useAdminChange((input: { date: string; reason: string; field: number | null }) =>
    call(ownerApi.closeDay, {
      body: {
        date: input.date,
        reason: input.reason,
        ...(input.field === null ? {} : { fieldId: input.field }),
      },
    }),
  );

/**
 * Reopens a date: in a park of one field, every closure of it (`which` undefined); with several,
 * the one closure of the row, the whole park's (`which` null) or a field's.
 */
export const useReopenDate = () =>
  useAdminChange((input: { date: string; which?: number | null }) =>
    call(ownerApi.reopenDay, {
      body:
        input.which === undefined
          ? { date: input.date }
          : { date: input.date, fieldId: input.which },
    }),
  );
