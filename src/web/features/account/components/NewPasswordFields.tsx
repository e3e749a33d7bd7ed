import { PASSWORD_MAX_CHARACTERS, PASSWORD_MIN_CHARACTERS } from '../../../../domain/accounts';
import { Field } from '../../../components/Field';
import type { FieldBinding } from '../../../lib/useForm';

/** A field's value, and what is wrong with it when something is. */
type Binding = FieldBinding & { error?: string | null };

interface Props {
  label: string;
  password: Binding;
  confirm: Binding;
}

/** A new password typed twice, with the rule it must meet said up front. */
export function NewPasswordFields({ label, password, confirm }: Props) {
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        {...password}
        hint={`${PASSWORD_MIN_CHARACTERS} to ${PASSWORD_MAX_CHARACTERS} characters. Very common passwords are refused.`}
        required
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...confirm}
        required
      />
    </>
  );
}
