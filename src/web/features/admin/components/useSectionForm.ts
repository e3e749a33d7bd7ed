import { useState } from 'react';
import type { z } from 'zod';
import {
  type SaveResult,
  SECTION_KEYS,
  type SettingsSection,
  sectionSchemas,
} from '../../../../contract/settings';
import { ApiRequestError } from '../../../api/client';
import { failureMessage } from '../../../lib/apiErrors';
import { type SectionInput, useSaveSection } from '../api/settingsApi';

/** Field errors keyed by the value's path, as the server sends them: 'hours.weekly.0.closes'. */
export type FieldErrors = Record<string, string>;

export type OutsideHours = Extract<SaveResult, { saved: false }>['outsideHours'];

/** The same words the server would send, found in the browser before anything is sent. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/**
 * One section of the Settings tab as a form: its value while edited, checked by the contract's
 * schema before it goes, the server's refusals by field, and the question asked when bookings
 * already made would fall outside new hours.
 */
export function useSectionForm<S extends SettingsSection>(section: S, saved: SectionInput<S>) {
  const [value, setValue] = useState<SectionInput<S>>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outside, setOutside] = useState<OutsideHours | null>(null);
  const [done, setDone] = useState(false);
  const save = useSaveSection(section);

  const send = (confirm: boolean) => {
    setErrors({});
    setFailure(null);
    setDone(false);
    const checked = sectionSchemas[section].safeParse(value);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error));
      return;
    }
    save.mutate(
      { value, confirm },
      {
        onSuccess: (result) => {
          if (result.saved) {
            // The server's form of what was saved (a video address in its embed form, say).
            setValue(result.settings[SECTION_KEYS[section]] as SectionInput<S>);
            setOutside(null);
            setDone(true);
          } else setOutside(result.outsideHours);
        },
        onError: (problem) => {
          if (problem instanceof ApiRequestError && problem.fields) setErrors(problem.fields);
          else setFailure(failureMessage(problem, 'The change was not saved.'));
        },
      },
    );
  };

  return {
    value,
    setValue,
    /** Changes part of the value (an object section) and clears the "Saved." note. */
    patch: (change: Partial<SectionInput<S>>) => {
      setDone(false);
      setValue((current) => ({ ...current, ...change }));
    },
    errors,
    failure,
    outside,
    done,
    saving: save.isPending,
    submit: () => send(false),
    confirm: () => send(true),
    keepEditing: () => setOutside(null),
  };
}

export type SectionForm<S extends SettingsSection> = ReturnType<typeof useSectionForm<S>>;
