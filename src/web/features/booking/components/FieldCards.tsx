import { Link } from 'react-router';
import type { ParkField } from '../../../../contract/parkFields';
import { lengthsInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { ParkPicture } from '../../../components/ParkPicture';
import { cheapestPence } from '../../../lib/parkFields';
import styles from './fieldChoice.module.css';
import { ANY_FIELD, viewSearch } from './useFieldView';
import { useFocusOnShow } from './useFocusOnShow';

/** A card's photo: the whole card's width, two or three cards to a row on a wide screen. */
const CARD_PHOTO_SIZES = '(min-width: 68rem) 20rem, (min-width: 40rem) 45vw, 100vw';

/** Size, dogs and lengths, in a line: what tells two fields apart at a glance. */
function factsOf(field: ParkField): string {
  const facts = [field.size, `Up to ${field.maxDogs} dogs`, lengthsInWords(field.lengths)];
  return facts.filter((fact) => fact !== '').join(' · ');
}

function FieldCard({ field }: { field: ParkField }) {
  const [photo] = field.photos;
  const from = cheapestPence(field);
  return (
    <li className={`card ${styles.card}`}>
      {photo && (
        <div className={styles.photo}>
          <ParkPicture photo={photo} sizes={CARD_PHOTO_SIZES} />
        </div>
      )}
      <h3>{field.name}</h3>
      <p className={styles.facts}>{factsOf(field)}</p>
      {field.description && <p>{field.description}</p>}
      {from !== null && <p className={styles.from}>from {formatPence(from)}</p>}
      <Link className="button" to={{ search: viewSearch(field.id) }} state={{ chose: true }}>
        Choose {field.name}
      </Link>
    </li>
  );
}

/** The page's start in a park of several fields: each field as a card, and "any field". */
export function FieldCards({ fields, chosen }: { fields: readonly ParkField[]; chosen: boolean }) {
  const heading = useFocusOnShow<HTMLHeadingElement>(chosen);
  return (
    <section aria-labelledby="fields-title">
      <h2 id="fields-title" ref={heading} tabIndex={-1}>
        Choose a field
      </h2>
      <ul className={styles.cards}>
        {fields.map((field) => (
          <FieldCard key={field.id} field={field} />
        ))}
        <li className={`card ${styles.card}`}>
          <h3>Any field</h3>
          <p>See which fields are free at each time of a day, and book the one you pick.</p>
          <Link
            className="button button--quiet"
            to={{ search: viewSearch(ANY_FIELD) }}
            state={{ chose: true }}
          >
            See every field's free times
          </Link>
        </li>
      </ul>
    </section>
  );
}
