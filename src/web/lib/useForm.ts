import { useCallback, useState } from 'react';

/** What an input needs from its form: its value and how to change it. */
export interface FieldBinding<Value = string> {
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * A form's values in one state rather than a state per input: `field(name)` binds an input,
 * `reset()` brings back the first values (after a success, say).
 */
export function useForm<Values extends Record<string, unknown>>(initial: Values) {
  const [first] = useState(initial);
  const [values, setValues] = useState(initial);
  const set = useCallback(
    <Name extends keyof Values>(name: Name, value: Values[Name]) =>
      setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const field = <Name extends keyof Values>(name: Name): FieldBinding<Values[Name]> => ({
    value: values[name],
    onChange: (value) => set(name, value),
  });
  const reset = useCallback(() => setValues(first), [first]);
  return { values, set, field, reset };
}

export type Form<Values extends Record<string, unknown>> = ReturnType<typeof useForm<Values>>;
