import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityRow } from '../../../../contract/admin';
import { adminKeys } from '../../../api/admin/adminApi';
import { getJson } from '../../../api/client';

export const activityKeys = {
  activity: (page: number) => [...adminKeys.all, 'activity', page] as const,
};

export const activityQueries = {
  activity: (page: number) =>
    queryOptions({
      queryKey: activityKeys.activity(page),
      queryFn: () =>
        getJson<{ page: number; total: number; rows: ActivityRow[] }>(
          `/api/admin/activity?page=${page}`,
        ),
    }),
};

export const useActivity = (page: number) => useQuery(activityQueries.activity(page));
