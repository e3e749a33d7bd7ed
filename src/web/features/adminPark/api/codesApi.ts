import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeCodeResponse, CodesResponse, WeekBooking } from '../../../../contract/admin';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { getJson, postJson } from '../../../api/client';

export const codesKeys = {
  codes: () => [...adminKeys.all, 'codes'] as const,
  weekBookings: (month: string, week: number) =>
    [...adminKeys.all, 'week-bookings', month, week] as const,
};

export const codesQueries = {
  codes: () =>
    queryOptions({
      queryKey: codesKeys.codes(),
      queryFn: () => getJson<CodesResponse>('/api/admin/codes'),
    }),
  /** What changing a week's code reaches; read afresh each time the change is opened. */
  weekBookings: (month: string, week: number) =>
    queryOptions({
      queryKey: codesKeys.weekBookings(month, week),
      queryFn: () => {
        const [year, monthNumber] = month.split('-').map(Number);
        return getJson<WeekBooking[]>(`/api/admin/codes/${year}/${monthNumber}/${week}/bookings`);
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
    return postJson<ChangeCodeResponse>(`/api/admin/codes/${year}/${month}/${input.week}`, {
      code: input.code,
      notify: input.notify,
    });
  });
