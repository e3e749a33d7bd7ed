import { queryOptions, useQuery } from '@tanstack/react-query';
import { fieldsApi } from '../../../../contract/api/owner';
import { adminKeys } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

export const locksKeys = { all: [...adminKeys.all, 'locks'] as const };

/** The smart locks in the park's Seam workspace, for a field opened by lock (decision 117). */
export const locksQuery = () =>
  queryOptions({
    queryKey: locksKeys.all,
    queryFn: () => call(fieldsApi.locks),
  });

export const useLocks = () => useQuery(locksQuery());
