import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSignUp } from '../api/session';
import { Field, FormError, formStyles } from '../components/Field';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { authErrorMessage } from '../lib/authErrors';
import { returnTo } from '../lib/returnTo';
import { usePageTitle } from '../lib/usePageTitle';

export function SignUpPage() {
  usePageTitle('Sign up');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signUp = useSignUp();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setError('passwords do not match');
      return;
    }
    signUp.mutate(
      { email, password },
      {
        onSuccess: () => navigate(returnTo(location), { replace: true }),
        onError: (failure) => setError(authErrorMessage(failure)),
      },
    );
  };

  return (
    <section className="prose">
      <h1>Sign up</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
        />
        <NewPasswordFields
          label="Password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <FormError message={error} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={signUp.isPending}>
            Create account
          </button>
          <span>
            Have an account?{' '}
            <Link to={pagePaths.signIn} state={location.state}>
              Sign in
            </Link>
          </span>
        </div>
      </form>
    </section>
  );
}
