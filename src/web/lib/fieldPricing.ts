import type { ParkField } from '../../contract/parkFields';
import { bandLabel } from '../../domain/fieldSales';
import { formatPence } from '../../domain/money';

/** '30 min', '1 hr', '2 hr 30 min': the seed's short words for a length in a price line. */
function lengthShort(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} hr` : '', rest > 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
}

/**
 * A line for each dog band of the field, in the seed's words ('1-4 dogs 30 min £6.50 / 1 hr
 * £11.00'), a weekend price after the price it replaces ('£5.00 (weekends £6.00)'). A band
 * missing a price for a length is left out rather than shown as £0.00, as the seed's are.
 */
export function fieldPricingLines(field: ParkField): string[] {
  const lengths = [...field.lengths].sort((a, b) => a - b);
  return field.bands.flatMap((band) => {
    const label = bandLabel(band);
    const parts = lengths.map((minutes) => {
      const row = field.prices.find((price) => price.band === label && price.minutes === minutes);
      if (!row) return null;
      const weekend =
        row.weekendPence === null ? '' : ` (weekends ${formatPence(row.weekendPence)})`;
      return `${lengthShort(minutes)} ${formatPence(row.pence)}${weekend}`;
    });
    if (parts.some((part) => part === null)) return [];
    return [`${label} dogs ${parts.join(' / ')}`];
  });
}
