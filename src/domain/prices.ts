import { formatPence } from './money';

export const DOG_BANDS = ['1-4', '5-6', '7-8'] as const;
export type DogBand = (typeof DOG_BANDS)[number];
export type SlotMinutes = 30 | 60;

/** One row of the park's price table; ids 1–6 are the seed's checkout item ids. */
export interface PriceRow {
  id: number;
  dogs: DogBand;
  minutes: SlotMinutes;
  pence: number;
}

/**
 * The seed's pricing sentence for one dog band, e.g. "1-4 dogs 30 min £6.50 / 1 hr £11.00".
 * Bands missing a half-hour or hour price are left out rather than shown as £0.00.
 */
export function pricingLines(table: readonly PriceRow[]): string[] {
  const lines: string[] = [];
  for (const dogs of DOG_BANDS) {
    const halfHour = table.find((row) => row.dogs === dogs && row.minutes === 30);
    const hour = table.find((row) => row.dogs === dogs && row.minutes === 60);
    if (!halfHour || !hour) continue;
    lines.push(
      `${dogs} dogs 30 min ${formatPence(halfHour.pence)} / 1 hr ${formatPence(hour.pence)}`,
    );
  }
  return lines;
}
