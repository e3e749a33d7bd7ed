import type { ParkField } from '../../../../contract/parkFields';
import { lengthsInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { useParkData } from '../../../api/park';
import { ImageGallery } from '../../../components/ImageGallery';
import { fieldPricingLines } from '../../../lib/fieldPricing';
import { cheapestPence, offersFieldChoice, openFields } from '../../../lib/parkFields';
import styles from './OurFields.module.css';

function FieldFacts({ field }: { field: ParkField }) {
  const from = cheapestPence(field);
  const titleId = `field-${field.id}-title`;
  return (
    <article className={`card ${styles.field}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{field.name}</h3>
      <ul className={styles.facts}>
        {field.size && <li>{field.size}</li>}
        <li>Up to {field.maxDogs} dogs</li>
        <li>Sessions of {lengthsInWords(field.lengths)}</li>
        {from !== null && <li>From {formatPence(from)}</li>}
      </ul>
      {field.description && <p>{field.description}</p>}
      <ul className={styles.prices} aria-label={`Prices on ${field.name}`}>
        {fieldPricingLines(field).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {/* A field without photos has no gallery: our artwork is of the park, not of it. */}
      {field.photos.length > 0 && (
        <ImageGallery pictures={[]} photos={field.photos} label={`Pictures of ${field.name}`} />
      )}
    </article>
  );
}

/**
 * Each open field with its facts, prices and photos, where the park has several (decision
 * 112); nothing in a park of one field, whose pages stay the seed's.
 */
export function OurFields() {
  const { park } = useParkData();
  if (!offersFieldChoice(park)) return null;
  return (
    <section aria-labelledby="our-fields-title">
      <h2 id="our-fields-title">Our fields</h2>
      <div className={styles.fields}>
        {openFields(park).map((field) => (
          <FieldFacts key={field.id} field={field} />
        ))}
      </div>
    </section>
  );
}
