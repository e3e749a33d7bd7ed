import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { Field, FormError, formStyles } from '../../../components/Field';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { authErrorMessage } from '../../../lib/authErrors';
import { useForm } from '../../../lib/useForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useForgotPassword } from '../api/forgotPassword';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const form = useForm({ email: '' });
  const { email } = form.values;
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    forgot.mutate({ email }, { onError: (failure) => setError(authErrorMessage(failure)) });
  };

  return (
    <section className="prose">
      <h1>Forgot password</h1>
      {forgot.isSuccess ? (
        <NoticeBanner type="message">
          If there is an account for {email}, we have sent it an e-mail with a link to choose a new
          password. The link works once, for one hour.
        </NoticeBanner>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <p className={formStyles.note}>
            Enter the e-mail address of your account and we'll send you a link to choose a new
            password.
          </p>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            {...form.field('email')}
            required
          />
          <FormError message={error} />
          <div className={formStyles.actions}>
            <button type="submit" className="button" disabled={forgot.isPending}>
              Send reset link
            </button>
            <Link to={pagePaths.signIn}>Back to sign in</Link>
          </div>
        </form>
      )}
    </section>
  );
}

export { ForgotPasswordPage as Component };
