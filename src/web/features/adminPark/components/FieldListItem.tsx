import type { FieldAccess, ParkField } from '../../../../contract/parkFields';
import { bandLabel, choicesInWords, lengthsInWords } from '../../../../domain/fieldSales';
import { formStyles } from '../../../components/Field';
import { FieldEditor } from './FieldEditor';
import { FieldRetireButton } from './FieldRetireButton';
import { draftOf } from './fieldDraft';
import styles from './settings.module.css';

/** 'Two acres · up to 8 dogs · 30 minutes or 1 hour · 1-4, 5-6 or 7-8 dogs · 2 photos' */
function factsOf(field: ParkField, photosShown: boolean): string {
  const photos = field.photos.length === 1 ? '1 photo' : `${field.photos.length} photos`;
  return [
    field.size,
    `up to ${field.maxDogs} dogs`,
    lengthsInWords(field.lengths),
    `${choicesInWords(field.bands.map(bandLabel))} dogs`,
    photosShown ? photos : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

interface Props {
  field: ParkField;
  /** How its gate is opened, its lock included, as Settings has it. */
  gate: FieldAccess;
  /** Its place in the park's order: the first stays first. */
  index: number;
  count: number;
  editing: boolean;
  moving: boolean;
  onEdit: (editing: boolean) => void;
  onMove: (step: -1 | 1) => void;
}

/** One field in Settings → Fields: what it is, and edit, move and close it. */
export function FieldListItem({
  field,
  gate,
  index,
  count,
  editing,
  moving,
  onEdit,
  onMove,
}: Props) {
  const { name } = field;
  return (
    <li className={styles.fieldRow}>
      <h3 className={styles.subheading}>
        {name}
        {field.retired && <span className={styles.retired}> (closed to new bookings)</span>}
      </h3>
      {field.description && <p className={styles.note}>{field.description}</p>}
      <p className={styles.note}>{factsOf(field, count > 1)}</p>
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Edit ${name}`}
          aria-expanded={editing}
          onClick={() => onEdit(!editing)}
        >
          Edit
        </button>
        {index > 0 && (
          <>
            <button
              type="button"
              className="button button--quiet"
              aria-label={`Move ${name} up`}
              disabled={index === 1 || moving}
              onClick={() => onMove(-1)}
            >
              Up
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-label={`Move ${name} down`}
              disabled={index === count - 1 || moving}
              onClick={() => onMove(1)}
            >
              Down
            </button>
          </>
        )}
      </div>
      <FieldRetireButton field={field} />
      {editing && (
        <FieldEditor
          field={field}
          initial={() => draftOf(field, gate)}
          onSaved={() => {}}
          onCancel={() => onEdit(false)}
        />
      )}
    </li>
  );
}
