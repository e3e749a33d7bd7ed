import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRefreshPass } from '../api/myBookingsApi';

/**
 * Back from a pass's checkout (`?pass=7`): asks the server once whether it was paid, in case
 * the provider's word is late, and says how it stands.
 */
export function usePassReturn(): string | null {
  const [params] = useSearchParams();
  const passId = Number(params.get('pass'));
  const refresh = useRefreshPass();
  const asked = useRef(false);
  const [news, setNews] = useState<string | null>(null);
  useEffect(() => {
    if (asked.current || !Number.isInteger(passId) || passId <= 0) return;
    asked.current = true;
    refresh.mutate(passId, {
      onSuccess: (pass) =>
        setNews(
          pass.status === 'pending'
            ? `We haven't received the payment for your pass "${pass.name}" yet. It will show as ready here once it has arrived.`
            : `Your pass "${pass.name}" is ready: ${pass.sessionsLeft} sessions to book.`,
        ),
    });
  }, [passId, refresh]);
  return news;
}
