import { useEffect, useRef } from 'react';

/**
 * While the Book Now bar stays at the foot of the screen, the page scrolls whatever gets the
 * focus (a slot reached with Tab, say) above the bar rather than under it.
 */
export function useBarRoom(sticky: boolean) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!sticky || !element || getComputedStyle(element).position !== 'sticky') return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const makeRoom = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 8}px`;
    };
    makeRoom();
    const watcher = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(makeRoom);
    watcher?.observe(element);
    return () => {
      watcher?.disconnect();
      root.style.scrollPaddingBottom = before;
    };
  }, [sticky]);
  return bar;
}
