import { useEffect, useRef } from 'react';

/**
 * Focus on the heading of what the customer's choice showed, so a screen reader says where
 * they are and Tab goes on from there; the link they pressed is gone. Not on opening the page.
 */
export function useFocusOnShow<T extends HTMLElement>(chosen: boolean) {
  const heading = useRef<T>(null);
  useEffect(() => {
    if (chosen) heading.current?.focus();
  }, [chosen]);
  return heading;
}
