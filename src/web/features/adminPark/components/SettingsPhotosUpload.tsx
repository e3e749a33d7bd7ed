import { type FormEvent, useId, useState } from 'react';
import { ERRORS } from '../../../../contract/errors';
import { altTextSchema, MAX_PHOTO_BYTES, PHOTO_FILE_TYPES } from '../../../../contract/photos';
import { ApiRequestError } from '../../../api/client';
import { FormError, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useUploadPhoto } from '../api/photosApi';
import { SettingsField } from './SettingsFields';
import styles from './settings.module.css';
import type { FieldErrors } from './useSectionForm';

const ALT_HINT =
  "What the photo shows, for people who can't see it: e.g. 'The keypad gate in the tall wooden fence'.";

/** The form's own checks, with the server's words, before anything is sent. */
function checkUpload(file: File | null, alt: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!file) errors.file = ERRORS['photo/no-file'].message;
  else if (file.size > MAX_PHOTO_BYTES) errors.file = ERRORS['photo/too-large'].message;
  const checked = altTextSchema.safeParse(alt);
  if (!checked.success) errors.alt = checked.error.issues[0]?.message ?? 'Check the alt text.';
  return errors;
}

/** A refusal about the file itself shows under the file; one by field, under that field. */
function errorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  if (error.code.startsWith('photo/')) return { file: error.message };
  return error.fields ?? {};
}

function UploadStatus({ progress, done }: { progress: number | null; done: boolean }) {
  if (progress === null && !done) return null;
  return (
    <div className={styles.uploadStatus}>
      {progress !== null && <progress value={progress} max={1} aria-label="Upload progress" />}
      <p className={formStyles.note} role="status">
        {progress === null
          ? 'Photo added. Choose below where it shows.'
          : progress < 1
            ? `Uploading… ${Math.round(progress * 100)}%`
            : 'Making its sizes for the web…'}
      </p>
    </div>
  );
}

/** Adds a photo: the file and its alt text, with the upload's progress and clear refusals. */
export function SettingsPhotosUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  // A new key empties the file input, which can't be set from a value.
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadPhoto(setProgress);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkUpload(file, alt);
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setProgress(0);
    upload.mutate(
      { file, alt: alt.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setAlt('');
          setInputKey((key) => key + 1);
        },
        onError: (error) => setErrors(errorsOf(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const fileError = errors.file;
  const otherFailure =
    upload.isError && Object.keys(errorsOf(upload.error)).length === 0
      ? failureMessage(upload.error, 'The photo could not be uploaded. Please try again.')
      : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add a photo</h3>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-file`}>Photo file</label>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept={PHOTO_FILE_TYPES}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
          aria-invalid={fileError ? true : undefined}
        />
        <p id={`${id}-file-hint`} className={formStyles.hint}>
          JPEG, PNG, WebP or HEIC, up to 20 MB. Its location, camera details and any other hidden
          data are removed.
        </p>
        {fileError && (
          <p id={`${id}-file-error`} className={formStyles.error}>
            {fileError}
          </p>
        )}
      </div>
      <SettingsField
        label="Alt text"
        hint={ALT_HINT}
        value={alt}
        onChange={setAlt}
        error={errors.alt}
      />
      <FormError message={otherFailure} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload photo'}
        </button>
      </div>
      <UploadStatus progress={progress} done={upload.isSuccess} />
    </form>
  );
}
