import { type FormEvent, useState } from 'react';
import type { AccountResponse } from '../../../../contract/auth';
import { ERRORS } from '../../../../contract/errors';
import { isEmailAddress, normaliseEmail } from '../../../../domain/accounts';
import { Field, FormError, FormSuccess, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { type ErrorPlaces, useFormErrors } from '../../../lib/formErrors';
import { useForm } from '../../../lib/useForm';
import { useChangeEmail } from '../api/accountApi';
import { AccountSection } from './AccountSection';
import styles from './account.module.css';
import { PASSWORD_PLACES } from './accountErrorPlaces';
import { CurrentPasswordField, PASSWORD_NEEDED } from './CurrentPasswordField';

type EmailField = 'email' | 'password';

const PLACES: ErrorPlaces<EmailField> = {
  codes: {
    ...PASSWORD_PLACES.codes,
    'auth/invalid-email': 'email',
    'account/same-email': 'email',
    'auth/email-already-in-use': 'email',
  },
  keys: { ...PASSWORD_PLACES.keys, email: 'email' },
};

/** The checks the server makes anyway (accountChanges.ts), all at once. */
function emailChangeErrors(values: Record<EmailField, string>) {
  return {
    email: isEmailAddress(normaliseEmail(values.email))
      ? undefined
      : ERRORS['auth/invalid-email'].message,
    password: values.password ? undefined : PASSWORD_NEEDED,
  };
}

const sentNews = (sentTo: string) =>
  `We sent a link to ${sentTo}. Your address changes when you open it; until then you sign in with the old one.`;

function CurrentAddress({ account, justSent }: { account: AccountResponse; justSent: boolean }) {
  return (
    <>
      <p className={formStyles.note}>
        Your e-mail address is <strong className={styles.address}>{account.email}</strong>
        {account.emailVerified ? '.' : ': not confirmed yet.'}
      </p>
      {account.pendingEmail && !justSent && (
        <p className={formStyles.note}>
          Waiting for you to open the link we sent to{' '}
          <strong className={styles.address}>{account.pendingEmail}</strong>.
        </p>
      )}
    </>
  );
}

export function EmailSection({ account }: { account: AccountResponse }) {
  const form = useForm({ email: '', password: '' });
  const errors = useFormErrors<EmailField>(PLACES);
  const [news, setNews] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNews(null);
    if (errors.stopFor(emailChangeErrors(form.values))) return;
    change.mutate(form.values, {
      onSuccess: ({ sentTo }) => {
        form.reset();
        setNews(sentNews(sentTo));
      },
      onError: (failure) =>
        errors.failed(
          failure,
          failureMessage(failure, 'The address could not be changed. Please try again.'),
        ),
    });
  };

  return (
    <AccountSection title="Change e-mail address" anchor="email">
      <form ref={errors.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <CurrentAddress account={account} justSent={news !== null} />
        <Field
          label="New e-mail address"
          type="email"
          autoComplete="email"
          hint="We send a link to it: the change happens when you open the link. We tell your old address too."
          {...form.field('email')}
          error={errors.of('email')}
          required
        />
        <CurrentPasswordField {...form.field('password')} error={errors.of('password')} />
        <FormError message={errors.form} />
        <FormSuccess message={news} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={change.isPending}>
            Change e-mail address
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
