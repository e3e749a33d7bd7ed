import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Long enough for a page that needs its data first; after that the visitor has moved on. */
const WAIT_MS = 5_000;

/**
 * After a move to another page (not on the first load, where the browser's own start is right),
 * focus goes to the new page's main heading, so a screen reader announces where the visitor is
 * and the next Tab starts from the top of the page. A page that shows its heading only once its
 * data has come is waited for; a visitor who has already moved into the page is left alone.
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page on purpose
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    const before = document.activeElement;

    const focusHeading = (): boolean => {
      const heading = root.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== before && root.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };

    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
