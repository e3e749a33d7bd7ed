import { Field } from '../../../components/Field';

/** The password asked again before a change that matters, the same way in every form. */
export function CurrentPasswordField(props: { value: string; onChange: (value: string) => void }) {
  return (
    <Field
      label="Your password"
      type="password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}
