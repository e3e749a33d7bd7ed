import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWaitlists } from '../../../../contract/waitlist';
import { getJson } from '../../../api/client';
import { adminKeys } from './adminApi';

/** Offers come and go by the minute: the list asks again each minute it is shown. */
const REFRESH_MS = 60_000;

export const waitlistsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'waitlists'] as const,
    queryFn: () => getJson<AdminWaitlists>('/api/admin/waitlists'),
    refetchInterval: REFRESH_MS,
  });

export const useWaitlists = () => useQuery(waitlistsQuery());
