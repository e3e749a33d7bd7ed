import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSignIn } from '../api/session';
import { Field, FormError, formStyles } from '../components/Field';
import { authErrorMessage } from '../lib/authErrors';
import { returnTo } from '../lib/returnTo';
import { usePageTitle } from '../lib/usePageTitle';

export function SignInPage() {
  usePageTitle('Sign in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => navigate(returnTo(location), { replace: true }),
        onError: (failure) => setError(authErrorMessage(failure)),
      },
    );
  };

  return (
    <section className="prose">
      <h1>Sign in</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        <FormError message={error} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={signIn.isPending}>
            Sign in
          </button>
          <Link to={pagePaths.forgotPassword}>Forgot password?</Link>
        </div>
        <p className={formStyles.note}>
          New here?{' '}
          <Link to={pagePaths.signUp} state={location.state}>
            Create an account
          </Link>
        </p>
      </form>
    </section>
  );
}
