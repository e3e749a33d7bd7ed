/** A key that moves the focus within a grid of cells, some of which can't be chosen. */
export interface GridKey {
  key: string;
  ctrlKey?: boolean;
}

function firstFrom(enabled: readonly boolean[], from: number, step: number, stop: number) {
  for (let index = from; step > 0 ? index < stop : index > stop; index += step) {
    if (enabled[index]) return index;
  }
  return null;
}

/**
 * Where the focus goes from `index` when `key` is pressed, in a grid `columns` wide read row by
 * row; cells that can't be chosen are passed over, so the focus only lands where Enter works.
 * Null when the key is not a grid key; `index` itself when there is nowhere further to go.
 */
export function gridMove(
  { key, ctrlKey = false }: GridKey,
  index: number,
  columns: number,
  enabled: readonly boolean[],
): number | null {
  const rowStart = index - (index % columns);
  const rowEnd = Math.min(rowStart + columns, enabled.length);
  const found = (() => {
    switch (key) {
      case 'ArrowRight':
        return firstFrom(enabled, index + 1, 1, enabled.length);
      case 'ArrowLeft':
        return firstFrom(enabled, index - 1, -1, -1);
      case 'ArrowDown':
        return firstFrom(enabled, index + columns, columns, enabled.length);
      case 'ArrowUp':
        return firstFrom(enabled, index - columns, -columns, -1);
      case 'Home':
        return ctrlKey
          ? firstFrom(enabled, 0, 1, enabled.length)
          : firstFrom(enabled, rowStart, 1, rowEnd);
      case 'End':
        return ctrlKey
          ? firstFrom(enabled, enabled.length - 1, -1, -1)
          : firstFrom(enabled, rowEnd - 1, -1, rowStart - 1);
      default:
        return undefined;
    }
  })();
  if (found === undefined) return null;
  return found ?? index;
}
