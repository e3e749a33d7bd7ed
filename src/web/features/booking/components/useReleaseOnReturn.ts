import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useReleaseBooking } from '../api/bookingApi';

/** The customer left the checkout unpaid: free the slot at once and say so. */
export function useReleaseOnReturn(): boolean {
  const [params, setParams] = useSearchParams();
  const release = useReleaseBooking();
  const cancelled = params.get('cancelled');
  const done = useRef(false);
  useEffect(() => {
    if (!cancelled || done.current) return;
    done.current = true;
    release.mutate(cancelled, {
      onSettled: () =>
        setParams(
          (current) => {
            current.delete('cancelled');
            return current;
          },
          { replace: true },
        ),
    });
  }, [cancelled, release, setParams]);
  return release.isSuccess;
}
