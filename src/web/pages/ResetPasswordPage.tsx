import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { ApiRequestError } from '../api/client';
import { useResetPassword } from '../api/session';
import { FormError, formStyles } from '../components/Field';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { authErrorMessage } from '../lib/authErrors';
import { usePageTitle } from '../lib/usePageTitle';

/** The link's token travels after '#', so it never reaches a server log. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkSpent, setLinkSpent] = useState(false);
  const reset = useResetPassword();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setError('passwords do not match');
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: () => navigate(pagePaths.home, { replace: true }),
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.code === 'auth/invalid-action-code')
            setLinkSpent(true);
          else setError(authErrorMessage(failure));
        },
      },
    );
  };

  if (!token || linkSpent) {
    return (
      <section className="prose">
        <h1>Choose a new password</h1>
        <p>
          This reset link has expired or has already been used.{' '}
          <Link to={pagePaths.forgotPassword}>Ask for a new one</Link>.
        </p>
      </section>
    );
  }

  return (
    <section className="prose">
      <h1>Choose a new password</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          label="New password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <FormError message={error} />
        <button type="submit" className="button" disabled={reset.isPending}>
          Set new password
        </button>
      </form>
    </section>
  );
}
