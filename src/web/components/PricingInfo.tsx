import type { PublicPark } from '../../contract/park';
import { pricingLines } from '../../domain/prices';

/** The seed's pricing text, from the park's own price table. */
export function PricingInfo({ park, className }: { park: PublicPark; className?: string }) {
  return (
    <>
      <ul className={className}>
        {pricingLines(park.prices).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        For more dogs, phone <a href={`tel:${park.phone.replace(/\s+/g, '')}`}>{park.phone}</a>.
      </p>
    </>
  );
}
