import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { authErrorText, isEmailAddress } from '../../../../domain/accounts';
import { Field, FormError, formStyles } from '../../../components/Field';
import { authErrorMessage } from '../../../lib/authErrors';
import { type ErrorPlaces, useFormErrors } from '../../../lib/formErrors';
import { returnTo } from '../../../lib/returnTo';
import { useForm } from '../../../lib/useForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { needsCode, useSignIn } from '../api/signIn';
import { BookingReason } from './BookingReason';
import { CodeStep } from './CodeStep';
import { PASSWORD_NEEDED } from './CurrentPasswordField';

type SignInField = 'email' | 'password';

// A wrong password names no field: which of the two is wrong is not said (invalid credential).
const PLACES: ErrorPlaces<SignInField> = {
  codes: { 'auth/invalid-email': 'email' },
  keys: { email: 'email', password: 'password' },
};

/** What can be told before asking: an address that can't be one, a password left out. */
function signInErrors(values: Record<SignInField, string>) {
  return {
    email: isEmailAddress(values.email.trim()) ? undefined : authErrorText('auth/invalid-email'),
    password: values.password ? undefined : PASSWORD_NEEDED,
  };
}

export function SignInPage() {
  usePageTitle('Sign in');
  const form = useForm({ email: '', password: '' });
  const errors = useFormErrors<SignInField>(PLACES);
  const [challenge, setChallenge] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => navigate(returnTo(location), { replace: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.stopFor(signInErrors(form.values))) return;
    signIn.mutate(form.values, {
      onSuccess: (answer) => (needsCode(answer) ? setChallenge(answer.challenge) : goBack()),
      onError: (failure) => errors.failed(failure, authErrorMessage(failure)),
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
            errors.show({ fields: {}, form: message });
          }}
          onBack={() => setChallenge(null)}
        />
      </section>
    );

  return (
    <section className="prose">
      <h1>Sign in</h1>
      <BookingReason asks="sign-in" />
      <form ref={errors.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          {...form.field('email')}
          error={errors.of('email')}
          required
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
          error={errors.of('password')}
          required
        />
        <FormError message={errors.form} />
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
