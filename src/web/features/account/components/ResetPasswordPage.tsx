import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { FormError, FormSuccess, formStyles } from '../../../components/Field';
import { failedWith } from '../../../lib/apiErrors';
import { authErrorMessage } from '../../../lib/authErrors';
import { useForm } from '../../../lib/useForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useResetPassword } from '../api/resetPassword';
import { needsCode } from '../api/signIn';
import { CodeStep } from './CodeStep';
import { linkToken } from './linkToken';
import { NewPasswordFields } from './NewPasswordFields';

/** The password is changed; an account with two-factor on signs in with its code too. */
function CodeAfterReset({ challenge }: { challenge: string }) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState<string | null>(null);
  const home = () => navigate(pagePaths.home, { replace: true });
  return (
    <section className="prose">
      <h1>Choose a new password</h1>
      <FormSuccess message="Your new password is set." />
      {expired ? (
        <p className={formStyles.error} role="alert">
          {expired} <Link to={pagePaths.signIn}>Sign in</Link> with your new password.
        </p>
      ) : (
        <CodeStep challenge={challenge} onSignedIn={home} onExpired={setExpired} />
      )}
    </section>
  );
}

function LinkSpent() {
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

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const token = linkToken(useLocation().hash);
  const form = useForm({ password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [linkSpent, setLinkSpent] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const reset = useResetPassword();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const { password, confirm } = form.values;
    if (password !== confirm) {
      setError('passwords do not match');
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) =>
          needsCode(answer)
            ? setChallenge(answer.challenge)
            : navigate(pagePaths.home, { replace: true }),
        onError: (failure) => {
          if (failedWith(failure, 'auth/invalid-action-code')) setLinkSpent(true);
          else setError(authErrorMessage(failure));
        },
      },
    );
  };

  if (challenge) return <CodeAfterReset challenge={challenge} />;
  if (!token || linkSpent) return <LinkSpent />;

  return (
    <section className="prose">
      <h1>Choose a new password</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          label="New password"
          password={form.field('password')}
          confirm={form.field('confirm')}
        />
        <FormError message={error} />
        <button type="submit" className="button" disabled={reset.isPending}>
          Set new password
        </button>
      </form>
    </section>
  );
}

export { ResetPasswordPage as Component };
