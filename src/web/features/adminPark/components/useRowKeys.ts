import { useRef, useState } from 'react';

/**
 * Keys for the rows of a list that has no ids of its own (seasons, videos), so that removing
 * one row leaves the others' inputs (and what they remember) where they were.
 */
export function useRowKeys(count: number) {
  const next = useRef(count);
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, index) => index));
  const fresh = () => {
    next.current += 1;
    return next.current;
  };
  return {
    keyOf: (index: number) => keys[index] ?? `row-${index}`,
    added: () => setKeys((current) => [...current, fresh()]),
    removed: (index: number) => setKeys((current) => current.filter((_, at) => at !== index)),
  };
}
