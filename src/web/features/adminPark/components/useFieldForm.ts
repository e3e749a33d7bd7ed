import { type SetStateAction, useState } from 'react';
import type { z } from 'zod';
import {
  type FieldSettings,
  fieldSettingsSchema,
  type ParkField,
} from '../../../../contract/parkFields';
import { ApiRequestError } from '../../../api/client';
import { failureMessage } from '../../../lib/apiErrors';
import { useAddField, useChangeField } from '../api/fieldsApi';
import { DEFAULT_ACCESS, draftOf, type FieldDraft, fieldSettingsOf } from './fieldDraft';
import type { FieldErrors } from './useSectionForm';

/**
 * The schema's refusals by path. What is wrong with the field's lengths, bands and prices as a
 * whole comes at 'sales', several at once: they are kept together, each said.
 */
function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    if (path === 'sales' && errors.sales && !errors.sales.includes(issue.message)) {
      errors.sales = `${errors.sales} ${issue.message}`;
    } else errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A field's form in Settings → Fields: the draft as typed, checked by the contract's schema
 * before it goes, and the server's refusals by path or in its own words. A refusal keeps the
 * draft as it was typed.
 */
export function useFieldForm(
  field: ParkField | null,
  initial: () => FieldDraft,
  onSaved: (saved: ParkField) => void,
) {
  const [draft, setDraft] = useState<FieldDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const add = useAddField();
  const change = useChangeField();

  const submit = () => {
    setErrors({});
    setFailure(null);
    setDone(false);
    const converted = fieldSettingsOf(draft);
    const checked = fieldSettingsSchema.safeParse(converted.value);
    const problems = { ...(checked.success ? {} : errorsOf(checked.error)), ...converted.errors };
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    // What the schema took, as typed: the server trims and checks it again.
    const sent = converted.value as FieldSettings;
    // The gate as the server keeps it (trimmed): its answer, like the park's, has no lock.
    const gate = (checked.success && checked.data.access) || DEFAULT_ACCESS;
    const handlers = {
      onSuccess: ({ field: saved }: { field: ParkField }) => {
        // The server's form of what was saved: names trimmed, lengths in order.
        setDraft(draftOf(saved, gate));
        setDone(true);
        onSaved(saved);
      },
      onError: (problem: Error) => {
        if (problem instanceof ApiRequestError && problem.fields) setErrors(problem.fields);
        setFailure(failureMessage(problem, 'The field was not saved.'));
      },
    };
    if (field) change.mutate({ id: field.id, field: sent }, handlers);
    else add.mutate(sent, handlers);
  };

  /** Any edit clears the "Saved." note: what is on screen is no longer what was saved. */
  const setValue = (next: SetStateAction<FieldDraft>) => {
    setDone(false);
    setDraft(next);
  };

  return {
    draft,
    patch: (part: Partial<FieldDraft>) => setValue((current) => ({ ...current, ...part })),
    setValue,
    errors,
    failure,
    done,
    saving: add.isPending || change.isPending,
    submit,
  };
}

export type FieldForm = ReturnType<typeof useFieldForm>;
