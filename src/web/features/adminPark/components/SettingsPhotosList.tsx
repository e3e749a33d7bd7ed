import { type FormEvent, useState } from 'react';
import { type AdminPhoto, altTextSchema } from '../../../../contract/photos';
import { useParkData } from '../../../api/park';
import { FormError, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useChangeAlt, useRemovePhoto } from '../api/photosApi';
import { SettingsField } from './SettingsFields';
import styles from './settings.module.css';

function AltTextForm({ photo }: { photo: AdminPhoto }) {
  const [alt, setAlt] = useState(photo.alt);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeAlt();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = altTextSchema.safeParse(alt);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the alt text.');
      return;
    }
    setError(null);
    change.mutate({ id: photo.id, alt: alt.trim() });
  };
  const failure = change.isError
    ? failureMessage(change.error, 'The alt text was not saved.')
    : null;
  return (
    <form className={styles.altForm} onSubmit={submit} noValidate>
      <SettingsField label="Alt text" value={alt} onChange={setAlt} error={error ?? failure} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button--quiet" disabled={change.isPending}>
          Save alt text
        </button>
        {change.isSuccess && (
          <p className={formStyles.note} role="status">
            Saved.
          </p>
        )}
      </div>
    </form>
  );
}

function RemoveButton({ photo }: { photo: AdminPhoto }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemovePhoto();
  if (!asking) {
    return (
      <div className={formStyles.actions}>
        <button type="button" className="button button--quiet" onClick={() => setAsking(true)}>
          Delete photo
        </button>
      </div>
    );
  }
  return (
    <div className={styles.question} role="alert">
      <p>
        Delete photo #{photo.id}? It is taken out of every place it stands in, and can't be brought
        back.
      </p>
      <FormError
        message={remove.isError ? failureMessage(remove.error, 'The photo was not deleted.') : null}
      />
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button"
          disabled={remove.isPending}
          onClick={() => remove.mutate(photo.id)}
        >
          Yes, delete it
        </button>
        <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}

function PhotoRow({ photo }: { photo: AdminPhoto }) {
  const { park } = useParkData();
  // The day it was added in the park's time, whatever the phone's.
  const addedOn = new Intl.DateTimeFormat('en-GB', {
    timeZone: park.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <li>
      <fieldset className={styles.photoRow}>
        <legend>Photo #{photo.id}</legend>
        <img
          className={styles.photoThumb}
          src={photo.thumbnail}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading="lazy"
        />
        <div className={styles.photoDetails}>
          <p className={styles.changed}>
            {photo.width} × {photo.height} pixels, added {addedOn.format(new Date(photo.addedAt))}{' '}
            by {photo.addedBy}
          </p>
          <AltTextForm photo={photo} />
          <RemoveButton photo={photo} />
        </div>
      </fieldset>
    </li>
  );
}

/** Every photo uploaded, newest first: its alt text to edit, and a way to delete it. */
export function SettingsPhotosList({ photos }: { photos: readonly AdminPhoto[] }) {
  return (
    <>
      <h3>Your photos</h3>
      {photos.length === 0 ? (
        <p>No photos yet: every page shows our drawings.</p>
      ) : (
        <ul className={styles.photoList}>
          {photos.map((photo) => (
            <PhotoRow key={photo.id} photo={photo} />
          ))}
        </ul>
      )}
    </>
  );
}
