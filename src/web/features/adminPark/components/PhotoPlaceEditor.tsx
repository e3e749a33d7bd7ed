import { useId, useState } from 'react';
import type { AdminPhoto, PlacedPhoto } from '../../../../contract/photos';
import { ApiRequestError } from '../../../api/client';
import { FormError, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { SettingsField } from './SettingsFields';
import styles from './settings.module.css';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A place as its editor shows it: the park's fixed places and each field's gallery alike. */
export interface Place {
  name: string;
  limit: number;
  captions: boolean;
}

/** Saving a place's photos, as each kind of place does it. */
export interface PlaceSave {
  send: (photos: PlacedPhoto[]) => void;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
}

/** The draft with one photo moved by `step` (−1 up, +1 down). */
function moved(draft: readonly PlacedPhoto[], index: number, step: -1 | 1): PlacedPhoto[] {
  const next = [...draft];
  const [photo] = next.splice(index, 1);
  if (photo) next.splice(index + step, 0, photo);
  return next;
}

interface RowProps {
  place: Place;
  item: PlacedPhoto;
  photo: AdminPhoto | undefined;
  index: number;
  count: number;
  error: string | null;
  onChange: (draft: (current: PlacedPhoto[]) => PlacedPhoto[]) => void;
}

function PlacedRow({ place, item, photo, index, count, error, onChange }: RowProps) {
  const name = `photo #${item.photoId}`;
  return (
    <li className={styles.placedRow}>
      {photo && (
        <img className={styles.placedThumb} src={photo.thumbnail} alt="" width={96} height={64} />
      )}
      <div className={styles.photoDetails}>
        <p className={styles.placedName}>
          #{item.photoId} {photo?.alt}
        </p>
        {place.captions && (
          <SettingsField
            label={`Caption for ${name}`}
            value={item.caption}
            error={error}
            onChange={(caption) =>
              onChange((draft) => draft.map((p, i) => (i === index ? { ...p, caption } : p)))
            }
          />
        )}
        <div className={formStyles.actions}>
          <button
            type="button"
            className="button button--quiet"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onChange((draft) => moved(draft, index, -1))}
          >
            Up
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onChange((draft) => moved(draft, index, 1))}
          >
            Down
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-label={`Take ${name} out of ${place.name}`}
            onClick={() => onChange((draft) => draft.filter((_p, i) => i !== index))}
          >
            Take out
          </button>
        </div>
      </div>
    </li>
  );
}

function AddToPlace({
  place,
  choices,
  onAdd,
}: {
  place: Place;
  choices: readonly AdminPhoto[];
  onAdd: (photoId: number) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  if (choices.length === 0) return null;
  const label = `Add a photo to ${place.name}`;
  return (
    <div className={styles.addPhoto}>
      <div className={formStyles.field}>
        <label htmlFor={id}>{label}</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a photo…</option>
          {choices.map((photo) => (
            <option key={photo.id} value={photo.id}>
              #{photo.id} {photo.alt}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--quiet"
        disabled={chosen === ''}
        onClick={() => {
          onAdd(Number(chosen));
          setChosen('');
        }}
      >
        Add
      </button>
    </div>
  );
}

/** The server's refusal of one caption ('photos.2.caption') or of the whole list. */
function refusals(error: unknown): { rows: Record<number, string>; whole: string | null } {
  const rows: Record<number, string> = {};
  if (!(error instanceof ApiRequestError)) return { rows, whole: null };
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const row = /^photos\.(\d+)\./.exec(path)?.[1];
    if (row !== undefined) rows[Number(row)] = message;
  }
  return { rows, whole: Object.keys(rows).length > 0 ? null : error.message };
}

/**
 * The photos standing in one place, in order, as a draft: add, caption, move and take out, then
 * save the place whole. A saved change (or a photo deleted) starts the draft afresh.
 */
export function PlaceEditor({
  place,
  saved,
  photos,
  save,
}: {
  place: Place;
  saved: readonly PlacedPhoto[];
  photos: readonly AdminPhoto[];
  save: PlaceSave;
}) {
  const [draft, setDraft] = useState<PlacedPhoto[]>(() => [...saved]);
  // A saved change (or a photo deleted) starts the draft afresh from what is saved.
  const savedJson = JSON.stringify(saved);
  const [base, setBase] = useState(savedJson);
  if (base !== savedJson) {
    setBase(savedJson);
    setDraft([...saved]);
  }
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const placed = new Set(draft.map((item) => item.photoId));
  const full = draft.length >= place.limit;
  const changed = JSON.stringify(draft) !== savedJson;
  const failed = save.error ? refusals(save.error) : { rows: {}, whole: null };
  return (
    <fieldset className={styles.place}>
      <legend>{place.name}</legend>
      {draft.length === 0 ? (
        <p className={styles.changed}>No photo here: our drawing shows.</p>
      ) : (
        <ol className={styles.placedList}>
          {draft.map((item, index) => (
            <PlacedRow
              key={item.photoId}
              place={place}
              item={item}
              photo={byId.get(item.photoId)}
              index={index}
              count={draft.length}
              error={failed.rows[index] ?? null}
              onChange={setDraft}
            />
          ))}
        </ol>
      )}
      {!full && (
        <AddToPlace
          place={place}
          choices={photos.filter((photo) => !placed.has(photo.id))}
          onAdd={(photoId) => setDraft((current) => [...current, { photoId, caption: '' }])}
        />
      )}
      <FormError message={failed.whole && failureMessage(save.error, 'The place was not saved.')} />
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button"
          disabled={!changed || save.isPending}
          onClick={() => save.send(draft)}
        >
          Save {lowerFirst(place.name)}
        </button>
        {save.isSuccess && !changed && (
          <p className={formStyles.note} role="status">
            Saved: the pages show it now.
          </p>
        )}
      </div>
    </fieldset>
  );
}
