import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

export const codesKeys = {
  codes: () => [...adminKeys.all, 'codes'] as const,
  weekBookings: (month: string, week: number) =>
    [...adminKeys.all, 'week-bookings', month, week] as const,
};

export const codesQueries = {
  codes: () =>
    queryOptions({
      queryKey: codesKeys.codes(),
      queryFn: () => call(adminApi.codes),
    }),
  /** What changing a week's code reaches; read afresh each time the change is opened. */
  weekBookings: (month: string, week: number) =>
    queryOptions({
      queryKey: codesKeys.weekBookings(month, week),
      queryFn: () => {
        const [year, monthNumber] = month.split('-').map(Number);
        return call(ownerApi.weekBookings, { params: { year, month: monthNumber, week } });
      },
      staleTime: 0,
    }),
};

export const useCodes = () => useQuery(codesQueries.codes());
export const useWeekBookings = (month: string, week: number) =>
  useQuery(codesQueries.weekBookings(month, week));

export const useChangeCode = () =>
  useAdminChange((input: { month: string; week: number; code: string | null; notify: boolean }) => {
    const [year, month] = input.month.split('-').map(Number);
    return call(ownerApi.changeCode, {
      params: { year, month, week: input.week },
      body: { code: input.code, notify: input.notify },
    });
  });
