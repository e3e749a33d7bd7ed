import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { Field, FormError, formStyles } from '../../../components/Field';
import { noteAccountMade } from '../../../lib/accountMade';
import { authErrorMessage } from '../../../lib/authErrors';
import { returnTo } from '../../../lib/returnTo';
import { useForm } from '../../../lib/useForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSignUp } from '../api/signUp';
import { BookingReason } from './BookingReason';
import { NewPasswordFields } from './NewPasswordFields';

export function SignUpPage() {
  usePageTitle('Sign up');
  const form = useForm({ email: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const signUp = useSignUp();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const { email, password, confirm } = form.values;
    if (password !== confirm) {
      setError('passwords do not match');
      return;
    }
    signUp.mutate(
      { email, password },
      {
        onSuccess: () => {
          noteAccountMade();
          navigate(returnTo(location), { replace: true });
        },
        onError: (failure) => setError(authErrorMessage(failure)),
      },
    );
  };

  return (
    <section className="prose">
      <h1>Sign up</h1>
      <BookingReason asks="sign-up" />
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field label="Email" type="email" autoComplete="email" {...form.field('email')} required />
        <NewPasswordFields
          label="Password"
          password={form.field('password')}
          confirm={form.field('confirm')}
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

export { SignUpPage as Component };
