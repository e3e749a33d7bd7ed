import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '../../contract/errors';
import { ApiRequestError } from '../api/client';

/** What is wrong with a form: each wrong field's words, and what belongs to no field. */
export interface FormErrors<Name extends string> {
  fields: Partial<Record<Name, string>>;
  form: string | null;
}

/** Where a refusal of the server belongs on the form. */
export interface ErrorPlaces<Name extends string> {
  /** The field an error code is about (auth/email-already-in-use → the e-mail). */
  codes?: Partial<Record<ErrorCode, Name>>;
  /** The field each key of the request's body is typed in, for the server's `fields` map. */
  keys?: Partial<Record<string, Name>>;
}

const NONE: FormErrors<never> = { fields: {}, form: null };

/**
 * A refusal put where it belongs: `message` beside the field its code is about, each entry of
 * the server's `fields` map (when it sends one) beside its field in the server's words, and at
 * the form's foot whatever no field explains (no connection, an unexpected error).
 */
export function placeFailure<Name extends string>(
  failure: unknown,
  message: string,
  places: ErrorPlaces<Name>,
): FormErrors<Name> {
  if (!(failure instanceof ApiRequestError)) return { fields: {}, form: message };
  const fields: Partial<Record<Name, string>> = {};
  const byCode = places.codes?.[failure.code as ErrorCode];
  if (byCode) fields[byCode] = message;
  let unplaced = false;
  for (const [key, words] of Object.entries(failure.fields ?? {})) {
    // 'names.3' is the fourth of the names: its field is the names'.
    const name = places.keys?.[key.split('.')[0] ?? key];
    if (name) fields[name] ??= words;
    else unplaced = true;
  }
  const explained = byCode !== undefined || (Object.keys(fields).length > 0 && !unplaced);
  return { fields, form: explained ? null : message };
}

/**
 * A form's errors, shown all at once: each beside its field (`of(name)` for the field's `error`),
 * the rest at the foot (`form`); a refusal goes where `places` say (`failed`). Whenever errors are shown, focus goes to the first wrong field
 * of the form `formRef` is on, which reads its error out as its description.
 */
export function useFormErrors<Name extends string>(places: ErrorPlaces<Name> = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<Name>>(NONE);

  useEffect(() => {
    if (Object.keys(errors.fields).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const show = useCallback((next: FormErrors<Name>) => setErrors(next), []);
  const clear = useCallback(() => setErrors(NONE), []);
  /** Shows a refusal where it belongs (see placeFailure), in `message` where its code leads. */
  const failed = (failure: unknown, message: string) =>
    setErrors(placeFailure(failure, message, places));
  /** Shows the fields found wrong before sending; true when there were any. */
  const stopFor = useCallback((fields: Partial<Record<Name, string>>) => {
    const wrong = Object.values(fields).some(Boolean);
    setErrors(wrong ? { fields, form: null } : NONE);
    return wrong;
  }, []);

  return {
    formRef,
    of: (name: Name): string | null => errors.fields[name] ?? null,
    form: errors.form,
    show,
    clear,
    failed,
    stopFor,
  };
}
