import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import {
  authErrorText,
  isEmailAddress,
  normaliseEmail,
  passwordLengthOk,
} from '../../../../domain/accounts';
import { Field, FormError, formStyles } from '../../../components/Field';
import { noteAccountMade } from '../../../lib/accountMade';
import { authErrorMessage } from '../../../lib/authErrors';
import { type ErrorPlaces, useFormErrors } from '../../../lib/formErrors';
import { returnTo } from '../../../lib/returnTo';
import { useForm } from '../../../lib/useForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSignUp } from '../api/signUp';
import { BookingReason } from './BookingReason';
import { NewPasswordFields } from './NewPasswordFields';

type SignUpField = 'email' | 'password' | 'confirm';

const PLACES: ErrorPlaces<SignUpField> = {
  codes: {
    'auth/invalid-email': 'email',
    'auth/email-already-in-use': 'email',
    'auth/weak-password': 'password',
  },
  keys: { email: 'email', password: 'password' },
};

/**
 * The checks the server makes anyway (createAccount.ts), all at once, in the words its answer
 * would show; and the seed's own, that the two passwords match.
 */
function signUpErrors(values: Record<SignUpField, string>) {
  return {
    email: isEmailAddress(normaliseEmail(values.email))
      ? undefined
      : authErrorText('auth/invalid-email'),
    password: passwordLengthOk(values.password) ? undefined : authErrorText('auth/weak-password'),
    confirm: values.password === values.confirm ? undefined : 'passwords do not match',
  };
}

export function SignUpPage() {
  usePageTitle('Sign up');
  const form = useForm({ email: '', password: '', confirm: '' });
  const errors = useFormErrors<SignUpField>(PLACES);
  const signUp = useSignUp();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.stopFor(signUpErrors(form.values))) return;
    const { email, password } = form.values;
    signUp.mutate(
      { email, password },
      {
        onSuccess: () => {
          noteAccountMade();
          navigate(returnTo(location), { replace: true });
        },
        onError: (failure) => errors.failed(failure, authErrorMessage(failure)),
      },
    );
  };

  return (
    <section className="prose">
      <h1>Sign up</h1>
      <BookingReason asks="sign-up" />
      <form ref={errors.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          {...form.field('email')}
          error={errors.of('email')}
          required
        />
        <NewPasswordFields
          label="Password"
          password={{ ...form.field('password'), error: errors.of('password') }}
          confirm={{ ...form.field('confirm'), error: errors.of('confirm') }}
        />
        <FormError message={errors.form} />
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

export { SignUpPage as Component };
