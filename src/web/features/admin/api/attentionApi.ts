import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { adminApi } from '../../../../contract/api/admin';
import { adminKeys } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

/** Under the admin key, so any admin change (a retry, a refund) counts afresh too. */
const attentionKey = [...adminKeys.all, 'attention'] as const;

/** Holds lapse and e-mails fail on their own: the counts are read again every minute. */
const REFRESH_MS = 60_000;

/**
 * The counts on the navigation's places, read again each time staff move to another place (what
 * they did there may have changed them) and every minute while the page is open.
 */
export function useAttention(place: string) {
  const client = useQueryClient();
  const counts = useQuery({
    queryKey: attentionKey,
    queryFn: () => call(adminApi.attention),
    refetchInterval: REFRESH_MS,
  });
  const shown = useRef(place);
  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    void client.invalidateQueries({ queryKey: attentionKey });
  }, [client, place]);
  return counts.data;
}
