import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router';

const STORAGE_KEY = 'paddock-scroll-positions';

/** How far down each visited entry of this tab's history was left, by scrollKey. */
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Every full page load has the location key 'default', so by that key a page opened fresh (back
 * from the checkout, say) would take the scroll of whatever page was last left by a full load
 * (the booking page, scrolled down to Book Now). Such a load is keyed by its path instead: only
 * a reload of the same page comes back where it was.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** Scrolls a page already in the history back to where it was left. */
function scrollToPlace(key: string, hash: string): void {
  const saved = positions[key];
  if (typeof saved === 'number') {
    window.scrollTo(0, saved);
    return;
  }
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Back and forward come back where the page was left; a new page opens at its top (or its
 * #anchor). Rendered beside the page inside the layout's Suspense, so it places the scroll once
 * the page's code has come and the page is there to scroll.
 */
export function RestoreScroll() {
  const location = useLocation();
  const key = scrollKey(location);
  const current = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[current.current] = window.scrollY;
    };
    const keep = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Private mode or a full store: the scroll is simply not restored after a reload.
      }
      // A reload restores as the browser would until this page runs again.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    scrollToPlace(key, location.hash);
  }, [key, location.hash]);

  return null;
}
