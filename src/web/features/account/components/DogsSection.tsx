import { type FormEvent, useEffect, useState } from 'react';
import { MAX_DOG_NAME_LENGTH, MAX_DOG_NAMES } from '../../../../domain/bookingConsent';
import {
  FieldError,
  FormError,
  FormSuccess,
  formStyles,
  useDescribedControl,
} from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { type ErrorPlaces, useFormErrors } from '../../../lib/formErrors';
import { useDogNames, useSaveDogNames } from '../api/dogsApi';
import { AccountSection } from './AccountSection';

/** What is wrong with the names as typed, one a line, before they are sent. */
function namesProblem(names: string[]): string | null {
  if (names.length > MAX_DOG_NAMES) return `Keep up to ${MAX_DOG_NAMES} dogs here.`;
  const long = names.find((name) => name.length > MAX_DOG_NAME_LENGTH);
  return long ? `Keep each name under ${MAX_DOG_NAME_LENGTH} characters ("${long}").` : null;
}

const PLACES: ErrorPlaces<'names'> = { keys: { names: 'names' } };

const HINT = 'One name a line. When you book, we suggest how many dogs come from this list.';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The customer's dogs by name (decision 099): the booking page counts them to suggest how many
 * dogs come. Nothing else reads them; deleting the account deletes them.
 */
export function DogsSection() {
  const dogs = useDogNames();
  const save = useSaveDogNames();
  const [text, setText] = useState('');
  const errors = useFormErrors<'names'>(PLACES);
  const { control, hintId, errorId } = useDescribedControl({
    hint: HINT,
    error: errors.of('names'),
  });
  const [news, setNews] = useState<string | null>(null);
  const loaded = dogs.data?.names;
  useEffect(() => {
    if (loaded) setText(loaded.join('\n'));
  }, [loaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNews(null);
    const names = linesOf(text);
    if (errors.stopFor({ names: namesProblem(names) ?? undefined })) return;
    save.mutate(names, {
      onSuccess: (kept) =>
        setNews(
          kept.names.length === 0
            ? 'Saved: no dogs kept.'
            : `Saved: ${kept.names.length} ${kept.names.length === 1 ? 'dog' : 'dogs'}.`,
        ),
      onError: (failure) =>
        errors.failed(
          failure,
          failureMessage(failure, 'The names could not be saved. Please try again.'),
        ),
    });
  };

  return (
    <AccountSection title="Your dogs" anchor="dogs">
      <form ref={errors.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label htmlFor={control.id}>Your dogs' names</label>
          <textarea
            {...control}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={!dogs.isSuccess}
          />
          <FieldError id={errorId} message={errors.of('names')} />
          <p id={hintId} className={formStyles.hint}>
            {HINT}
          </p>
        </div>
        <FormError message={errors.form} />
        <FormSuccess message={news} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={save.isPending || !dogs.isSuccess}>
            Save names
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
