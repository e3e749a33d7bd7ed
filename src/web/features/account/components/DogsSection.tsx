import { type FormEvent, useEffect, useId, useState } from 'react';
import { MAX_DOG_NAME_LENGTH, MAX_DOG_NAMES } from '../../../../domain/bookingConsent';
import { FormError, FormSuccess, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useDogNames, useSaveDogNames } from '../api/dogsApi';
import { AccountSection } from './AccountSection';

/** What is wrong with the names as typed, one a line, before they are sent. */
function namesProblem(names: string[]): string | null {
  if (names.length > MAX_DOG_NAMES) return `Keep up to ${MAX_DOG_NAMES} dogs here.`;
  const long = names.find((name) => name.length > MAX_DOG_NAME_LENGTH);
  return long ? `Keep each name under ${MAX_DOG_NAME_LENGTH} characters ("${long}").` : null;
}

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
  const id = useId();
  const dogs = useDogNames();
  const save = useSaveDogNames();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const loaded = dogs.data?.names;
  useEffect(() => {
    if (loaded) setText(loaded.join('\n'));
  }, [loaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNews(null);
    const names = linesOf(text);
    const problem = namesProblem(names);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate(names, {
      onSuccess: (kept) =>
        setNews(
          kept.names.length === 0
            ? 'Saved: no dogs kept.'
            : `Saved: ${kept.names.length} ${kept.names.length === 1 ? 'dog' : 'dogs'}.`,
        ),
      onError: (failure) =>
        setError(failureMessage(failure, 'The names could not be saved. Please try again.')),
    });
  };

  return (
    <AccountSection title="Your dogs" anchor="dogs">
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label htmlFor={id}>Your dogs' names</label>
          <textarea
            id={id}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-hint`}
            disabled={!dogs.isSuccess}
          />
          <p id={`${id}-hint`} className={formStyles.hint}>
            One name a line. When you book, we suggest how many dogs come from this list.
          </p>
        </div>
        <FormError message={error} />
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
