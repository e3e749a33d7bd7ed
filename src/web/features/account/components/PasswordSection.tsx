import { type FormEvent, useState } from 'react';
import { Field, FormError, FormSuccess, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useForm } from '../../../lib/useForm';
import { useChangePassword } from '../api/accountApi';
import { AccountSection } from './AccountSection';
import { NewPasswordFields } from './NewPasswordFields';

function changedNews(signedOut: number): string {
  if (signedOut === 0) return 'Your password is changed.';
  const sessions = signedOut === 1 ? 'session' : 'sessions';
  return `Your password is changed. We signed out your ${signedOut} other ${sessions}.`;
}

export function PasswordSection() {
  const form = useForm({ current: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNews(null);
    const { current, password, confirm } = form.values;
    if (password !== confirm) {
      setError('The new passwords do not match.');
      return;
    }
    change.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: ({ signedOut }) => {
          form.reset();
          setNews(changedNews(signedOut));
        },
        onError: (failure) =>
          setError(failureMessage(failure, 'The password could not be changed. Please try again.')),
      },
    );
  };

  return (
    <AccountSection title="Change password" anchor="password">
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <p className={formStyles.note}>
          Every other browser signed in to your account is signed out, and we e-mail you to say the
          password changed.
        </p>
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('current')}
          required
        />
        <NewPasswordFields
          label="New password"
          password={form.field('password')}
          confirm={form.field('confirm')}
        />
        <FormError message={error} />
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
