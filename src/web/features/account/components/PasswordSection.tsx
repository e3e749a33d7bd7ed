import { type FormEvent, useState } from 'react';
import { ERRORS } from '../../../../contract/errors';
import { passwordLengthOk } from '../../../../domain/accounts';
import { Field, FormError, FormSuccess, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { type ErrorPlaces, useFormErrors } from '../../../lib/formErrors';
import { useForm } from '../../../lib/useForm';
import { useChangePassword } from '../api/accountApi';
import { AccountSection } from './AccountSection';
import { NewPasswordFields } from './NewPasswordFields';

type PasswordField = 'current' | 'password' | 'confirm';

const PLACES: ErrorPlaces<PasswordField> = {
  codes: { 'account/wrong-password': 'current', 'auth/weak-password': 'password' },
  keys: { currentPassword: 'current', newPassword: 'password' },
};

/** The checks the server makes anyway (accountChanges.ts), all at once, and the match. */
function passwordChangeErrors(values: Record<PasswordField, string>) {
  return {
    current: values.current ? undefined : 'Enter your current password.',
    password: passwordLengthOk(values.password) ? undefined : ERRORS['auth/weak-password'].message,
    confirm: values.password === values.confirm ? undefined : 'The new passwords do not match.',
  };
}

function changedNews(signedOut: number): string {
  if (signedOut === 0) return 'Your password is changed.';
  const sessions = signedOut === 1 ? 'session' : 'sessions';
  return `Your password is changed. We signed out your ${signedOut} other ${sessions}.`;
}

export function PasswordSection() {
  const form = useForm({ current: '', password: '', confirm: '' });
  const errors = useFormErrors<PasswordField>(PLACES);
  const [news, setNews] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNews(null);
    if (errors.stopFor(passwordChangeErrors(form.values))) return;
    const { current, password } = form.values;
    change.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: ({ signedOut }) => {
          form.reset();
          setNews(changedNews(signedOut));
        },
        onError: (failure) =>
          errors.failed(
            failure,
            failureMessage(failure, 'The password could not be changed. Please try again.'),
          ),
      },
    );
  };

  return (
    <AccountSection title="Change password" anchor="password">
      <form ref={errors.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <p className={formStyles.note}>
          Every other browser signed in to your account is signed out, and we e-mail you to say the
          password changed.
        </p>
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('current')}
          error={errors.of('current')}
          required
        />
        <NewPasswordFields
          label="New password"
          password={{ ...form.field('password'), error: errors.of('password') }}
          confirm={{ ...form.field('confirm'), error: errors.of('confirm') }}
        />
        <FormError message={errors.form} />
        <FormSuccess message={news} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={change.isPending}>
            Change password
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
