import type { CSSProperties } from 'react';
import styles from './cards.module.css';

/** The class that turns an admin table into cards on a phone (cards.module.css). */
export const cardTable: string = styles.cards ?? '';

/**
 * The table's column headers as CSS strings (--label-1 for the first column, ...), which each
 * cell shows beside its value when the table is cards. Kept on the table, not on each cell, so
 * rows need no markup of their own.
 */
export function cardColumns(headers: readonly string[]): CSSProperties {
  return Object.fromEntries(
    headers.map((header, index) => [`--label-${index + 1}`, JSON.stringify(header)]),
  ) as CSSProperties;
}
