import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerApi } from '../../../../contract/api/owner';
import type { CalendarFeedAddress } from '../../../../contract/ownerNotices';
import { adminKeys } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

export const calendarFeedKeys = { all: [...adminKeys.all, 'calendar-feed'] as const };

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKeys.all,
    queryFn: () => call(ownerApi.calendarFeed),
  });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

/** A new secret address: shown at once, and Activity (which notes it) fetched anew. */
export function useMakeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(ownerApi.newCalendarFeed),
    onSuccess: (made) => {
      client.setQueryData(calendarFeedKeys.all, { url: made.url } satisfies CalendarFeedAddress);
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'activity'] });
    },
  });
}
