import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

// Sign-up ends wherever the visitor was going (home, the booking page, elsewhere): the page it
// lands on says once that the account is made (decision 121). Kept in memory, not in the
// page's history, so that a reload or Back does not say it again.
let madeJustNow = false;

/** Sign-up has made the account: the next page shown says so. */
export function noteAccountMade(): void {
  madeJustNow = true;
}

/** Whether this page is the one sign-up landed on; a move to another page ends it. */
export function useAccountMadeHere(): boolean {
  const { key } = useLocation();
  const [shownOn, setShownOn] = useState<string | null>(null);
  useEffect(() => {
    if (!madeJustNow) return;
    madeJustNow = false;
    setShownOn(key);
  }, [key]);
  return shownOn !== null && shownOn === key;
}
