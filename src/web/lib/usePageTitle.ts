import { useEffect } from 'react';
import { usePark } from '../api/park';

/** Sets the tab's title to "<page> · <park name>" while the page shows. */
export function usePageTitle(page: string | null): void {
  const parkName = usePark().data?.park.name;
  useEffect(() => {
    const parts = [page, parkName].filter(Boolean);
    document.title = parts.length > 0 ? parts.join(' · ') : 'Dog field bookings';
  }, [page, parkName]);
}
