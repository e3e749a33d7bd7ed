import { PASSWORD_MAX_CHARACTERS, PASSWORD_MIN_CHARACTERS } from '../../domain/accounts';
import { Field } from './Field';

interface Props {
  label: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/** A new password typed twice, with the rule it must meet said up front. */
export function NewPasswordFields({ label, password, confirm, onPassword, onConfirm }: Props) {
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        hint={`${PASSWORD_MIN_CHARACTERS} to ${PASSWORD_MAX_CHARACTERS} characters. Very common passwords are refused.`}
        required
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        required
      />
    </>
  );
}
