import type { ReactNode } from 'react';

/**
 * A small line icon on a 24-unit grid, drawn in the text's colour. Always beside words that say
 * the same, so it is hidden from screen readers.
 */
export function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
