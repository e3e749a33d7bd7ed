import { Field } from '../../../components/Field';

/** What a password field left empty says: nothing is sent, and no attempt is counted. */
export const PASSWORD_NEEDED = 'Enter your password.';

/** The password asked again before a change that matters, the same way in every form. */
export function CurrentPasswordField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
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
