import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { Field, FormError, formStyles } from '../../../components/Field';
import { authErrorMessage } from '../../../lib/authErrors';
import { returnTo } from '../../../lib/returnTo';
import { useForm } from '../../../lib/useForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { needsCode, useSignIn } from '../api/signIn';
import { BookingReason } from './BookingReason';
import { CodeStep } from './CodeStep';

export function SignInPage() {
  usePageTitle('Sign in');
  const form = useForm({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => navigate(returnTo(location), { replace: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    signIn.mutate(form.values, {
      onSuccess: (answer) => (needsCode(answer) ? setChallenge(answer.challenge) : goBack()),
      onError: (failure) => setError(authErrorMessage(failure)),
    });
  };

  if (challenge)
    return (
      <section className="prose">
        <h1>Sign in</h1>
        <CodeStep
          challenge={challenge}
          onSignedIn={goBack}
          onExpired={(message) => {
            setChallenge(null);
            setError(message);
          }}
          onBack={() => setChallenge(null)}
        />
      </section>
    );

  return (
    <section className="prose">
      <h1>Sign in</h1>
      <BookingReason asks="sign-in" />
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field label="Email" type="email" autoComplete="email" {...form.field('email')} required />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
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

export { SignInPage as Component };
