import { type KeyboardEvent, useRef, useState } from 'react';
import { gridMove } from './gridMoves';

/** A cell of the grid: its key, or null for a blank (the days before the 1st, say). */
export interface GridCell {
  key: string | null;
  enabled: boolean;
}

/**
 * One Tab stop for a whole grid of buttons (a roving tabindex): the arrow keys, Home and End
 * move the focus between the cells that can be chosen, and Tab leaves the grid. Coming back,
 * the focus lands on the cell last visited, else the chosen one, else the first that can be.
 */
export function useRovingGrid(cells: readonly GridCell[], columns: number, chosen: string | null) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [visited, setVisited] = useState<string | null>(null);
  const enabled = cells.map((cell) => cell.key !== null && cell.enabled);
  const canStop = (key: string | null) =>
    key !== null && cells.some((cell) => cell.key === key && cell.enabled);
  const stop = [visited, chosen, cells.find((cell) => cell.enabled)?.key ?? null].find(canStop);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.metaKey || event.shiftKey) return;
    const next = gridMove(event, index, columns, enabled);
    if (next === null) return;
    // Arrows would otherwise scroll the page under the focus.
    event.preventDefault();
    const key = cells[next]?.key;
    if (key) buttons.current.get(key)?.focus();
  };

  return {
    /** What the button of the cell at `index` (with key `key`) needs to take part. */
    cellProps: (index: number, key: string) => ({
      ref: (button: HTMLButtonElement | null) => {
        if (button) buttons.current.set(key, button);
        else buttons.current.delete(key);
      },
      tabIndex: key === stop ? 0 : -1,
      onKeyDown: onKeyDown(index),
      onFocus: () => setVisited(key),
    }),
  };
}
