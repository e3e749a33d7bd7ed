/** Prices as the seed charges them, in integer pence. */
import { DOG_BANDS, type DogBand, type PriceRow, type SlotMinutes } from './prices';

/** The seed's charge for a band missing from the table, whatever the duration. */
export const UNKNOWN_BAND_PENCE = 950;

/** The seed bills any duration other than half an hour as an hour. */
function billedMinutes(minutes: number): SlotMinutes {
  return minutes === 30 ? 30 : 60;
}

function rowFor(table: readonly PriceRow[], dogs: string, minutes: number): PriceRow | undefined {
  const billed = billedMinutes(minutes);
  return table.find((row) => row.dogs === dogs && row.minutes === billed);
}

/**
 * The seed's price rule: any duration other than 30 counts as 60; a band not in the table
 * costs 950.
 */
export function priceFor(table: readonly PriceRow[], dogs: string, minutes: number): number {
  return rowFor(table, dogs, minutes)?.pence ?? UNKNOWN_BAND_PENCE;
}

/** The checkout item id (1–6) of a band and duration, or null for an unknown band. */
export function priceItemId(
  table: readonly PriceRow[],
  dogs: string,
  minutes: number,
): number | null {
  return rowFor(table, dogs, minutes)?.id ?? null;
}

/** Discounted price = price − round(price × percent / 100), so the discount is whole pence. */
export function discountedPrice(pence: number, percent: number): number {
  if (!Number.isInteger(pence) || pence < 0) {
    throw new RangeError(`pence must be a whole number of at least 0, got ${pence}`);
  }
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be from 0 to 100, got ${percent}`);
  }
  return pence - Math.round((pence * percent) / 100);
}

export function isDogBand(value: string): value is DogBand {
  return (DOG_BANDS as readonly string[]).includes(value);
}
