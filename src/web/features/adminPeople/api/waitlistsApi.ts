import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWaitlists } from '../../../../contract/waitlist';
import { adminKeys } from '../../../api/admin/adminApi';
import { getJson } from '../../../api/client';

/** Offers come and go by the minute: the list asks again each minute it is shown. */
const REFRESH_MS = 60_000;

export const waitlistsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'waitlists'] as const,
    queryFn: () => getJson<AdminWaitlists>('/api/admin/waitlists'),
    refetchInterval: REFRESH_MS,
  });

export const useWaitlists = () => useQuery(waitlistsQuery());
