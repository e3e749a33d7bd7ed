import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { pricingLines } from '../../domain/prices';
import { fieldPricingLines } from '../lib/fieldPricing';

/**
 * The seed's pricing text, from the park's own price table, or from a field's (the same words
 * for the seed's field, with its lengths, bands and weekend prices for any other).
 */
export function PricingInfo({
  park,
  field,
  className,
}: {
  park: PublicPark;
  field?: ParkField;
  className?: string;
}) {
  const lines = field ? fieldPricingLines(field) : pricingLines(park.prices);
  return (
    <>
      <ul className={className}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        For more dogs, phone <a href={`tel:${park.phone.replace(/\s+/g, '')}`}>{park.phone}</a>.
      </p>
    </>
  );
}
