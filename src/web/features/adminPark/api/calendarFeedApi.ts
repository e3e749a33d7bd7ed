import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeedAddress,
  NewCalendarFeedAddress,
} from '../../../../contract/ownerNotices';
import { adminKeys } from '../../../api/admin/adminApi';
import { getJson, postJson } from '../../../api/client';

export const calendarFeedKeys = { all: [...adminKeys.all, 'calendar-feed'] as const };

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKeys.all,
    queryFn: () => getJson<CalendarFeedAddress>('/api/admin/calendar-feed'),
  });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

/** A new secret address: shown at once, and Activity (which notes it) fetched anew. */
export function useMakeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<NewCalendarFeedAddress>('/api/admin/calendar-feed'),
    onSuccess: (made) => {
      client.setQueryData(calendarFeedKeys.all, { url: made.url } satisfies CalendarFeedAddress);
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'activity'] });
    },
  });
}
