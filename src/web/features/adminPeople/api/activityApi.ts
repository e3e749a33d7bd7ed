import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../contract/api/admin';
import { adminKeys } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

export const activityKeys = {
  activity: (page: number) => [...adminKeys.all, 'activity', page] as const,
};

export const activityQueries = {
  activity: (page: number) =>
    queryOptions({
      queryKey: activityKeys.activity(page),
      queryFn: () => call(adminApi.activity, { query: { page } }),
    }),
};

export const useActivity = (page: number) => useQuery(activityQueries.activity(page));
