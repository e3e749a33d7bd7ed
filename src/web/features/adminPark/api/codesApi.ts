import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

/**
 * `field` is the field whose codes are shown; null in a park of one field, whose requests
 * name none (decision 114).
 */
export const codesKeys = {
  codes: (field: number | null) => [...adminKeys.all, 'codes', field] as const,
  weekBookings: (month: string, week: number, field: number | null) =>
    [...adminKeys.all, 'week-bookings', month, week, field] as const,
};

const fieldQuery = (field: number | null) => (field === null ? {} : { field });

export const codesQueries = {
  codes: (field: number | null = null) =>
    queryOptions({
      queryKey: codesKeys.codes(field),
      queryFn: () => call(adminApi.codes, { query: fieldQuery(field) }),
    }),
  /** What changing a week's code reaches; read afresh each time the change is opened. */
  weekBookings: (month: string, week: number, field: number | null = null) =>
    queryOptions({
      queryKey: codesKeys.weekBookings(month, week, field),
      queryFn: () => {
        const [year, monthNumber] = month.split('-').map(Number);
        return call(ownerApi.weekBookings, {
          params: { year, month: monthNumber, week },
          query: fieldQuery(field),
        });
      },
      staleTime: 0,
    }),
};

export const useCodes = (field: number | null = null) => useQuery(codesQueries.codes(field));
export const useWeekBookings = (month: string, week: number, field: number | null = null) =>
  useQuery(codesQueries.weekBookings(month, week, field));

export const useChangeCode = () =>
  useAdminChange(
    (input: {
      month: string;
      week: number;
      code: string | null;
      notify: boolean;
      field: number | null;
    }) => {
      const [year, month] = input.month.split('-').map(Number);
      return call(ownerApi.changeCode, {
        params: { year, month, week: input.week },
        body: {
          code: input.code,
          notify: input.notify,
          ...(input.field === null ? {} : { fieldId: input.field }),
        },
      });
    },
  );
