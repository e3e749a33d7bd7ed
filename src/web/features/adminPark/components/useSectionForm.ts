import { type SetStateAction, useState } from 'react';
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

/** The first error at `path` or anywhere under it ('addressLines' finds 'addressLines.2'). */
export function errorAt(errors: FieldErrors, path: string): string | null {
  if (errors[path]) return errors[path];
  const under = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return under ? (errors[under] ?? null) : null;
}

/**
 * What a draft becomes before the contract's schema checks it, and what the draft itself
 * shows to be wrong (a price that is no amount of pounds). The schema still checks the rest,
 * so every problem is shown at once.
 */
export interface DraftResult {
  value: unknown;
  errors?: FieldErrors;
}

/**
 * How a section is edited when its boxes hold text the value can't (pounds for pence, a
 * number box's text): from the saved value to the draft, and back.
 */
export interface Draft<S extends SettingsSection, D> {
  fromSaved: (saved: SectionInput<S>) => D;
  toValue: (draft: D) => DraftResult;
}

const asIs = {
  fromSaved: (saved: unknown) => saved,
  toValue: (draft: unknown): DraftResult => ({ value: draft }),
};

/**
 * One section of the Settings tab as a form: its draft while edited, checked by the contract's
 * schema before it goes, the server's refusals by field, and the question asked when bookings
 * already made would fall outside new hours.
 */
export function useSectionForm<S extends SettingsSection, D = SectionInput<S>>(
  section: S,
  saved: SectionInput<S>,
  draft: Draft<S, D> = asIs as unknown as Draft<S, D>,
) {
  const [value, setDraft] = useState<D>(() => draft.fromSaved(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outside, setOutside] = useState<OutsideHours | null>(null);
  const [done, setDone] = useState(false);
  const save = useSaveSection(section);

  const send = (confirm: boolean) => {
    setErrors({});
    setFailure(null);
    setDone(false);
    const converted = draft.toValue(value);
    const checked = sectionSchemas[section].safeParse(converted.value);
    const problems = {
      ...(checked.success ? {} : fieldErrorsOf(checked.error)),
      ...converted.errors,
    };
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    // The schema accepted it, so it is what the section's route takes.
    const sent = converted.value as SectionInput<S>;
    save.mutate(
      { value: sent, confirm },
      {
        onSuccess: (result) => {
          if (result.saved) {
            // The server's form of what was saved (a video address in its embed form, say).
            setDraft(draft.fromSaved(result.settings[SECTION_KEYS[section]] as SectionInput<S>));
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

  /** Any edit clears the "Saved." note: what is on screen is no longer what was saved. */
  const setValue = (change: SetStateAction<D>) => {
    setDone(false);
    setDraft(change);
  };

  return {
    value,
    setValue,
    /** Changes part of the value (an object section) and clears the "Saved." note. */
    patch: (change: Partial<D>) => setValue((current) => ({ ...current, ...change })),
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

export type SectionForm<S extends SettingsSection, D = SectionInput<S>> = ReturnType<
  typeof useSectionForm<S, D>
>;
