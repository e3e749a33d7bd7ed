import { useState } from 'react';
import { bandForDogs, bandLabel, type FieldSales } from '../../../../domain/fieldSales';

/**
 * How many dogs come, and so the band that prices them. Until the customer picks a number it is
 * the dogs they keep on their account (or 1), no more than the field takes.
 */
export function useDogChoice(ownDogs: number, sales: Pick<FieldSales, 'bands' | 'maxDogs'>) {
  const [picked, setPicked] = useState<number | null>(null);
  const dogCount = Math.min(Math.max(picked ?? ownDogs, 1), sales.maxDogs);
  // Every count offered falls in a band; the first is only a fallback for a field with none.
  const band = bandForDogs(sales, dogCount) ?? sales.bands[0];
  return {
    dogs: band ? bandLabel(band) : '1-4',
    dogCount,
    chooseDogCount: setPicked,
  };
}
