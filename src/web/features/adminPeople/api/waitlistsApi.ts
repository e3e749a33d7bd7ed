import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../contract/api/admin';
import { adminKeys } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

/** Offers come and go by the minute: the list asks again each minute it is shown. */
const REFRESH_MS = 60_000;

export const waitlistsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'waitlists'] as const,
    queryFn: () => call(adminApi.waitlists),
    refetchInterval: REFRESH_MS,
  });

export const useWaitlists = () => useQuery(waitlistsQuery());
