import { type FormEvent, useState } from 'react';
import type { AccountResponse } from '../../../../contract/auth';
import { Field, FormError, FormSuccess, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useForm } from '../../../lib/useForm';
import { useChangeEmail } from '../api/accountApi';
import { AccountSection } from './AccountSection';
import styles from './account.module.css';
import { CurrentPasswordField } from './CurrentPasswordField';

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
  const [error, setError] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNews(null);
    change.mutate(form.values, {
      onSuccess: ({ sentTo }) => {
        form.reset();
        setNews(sentNews(sentTo));
      },
      onError: (failure) =>
        setError(failureMessage(failure, 'The address could not be changed. Please try again.')),
    });
  };

  return (
    <AccountSection title="Change e-mail address" anchor="email">
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <CurrentAddress account={account} justSent={news !== null} />
        <Field
          label="New e-mail address"
          type="email"
          autoComplete="email"
          hint="We send a link to it: the change happens when you open the link. We tell your old address too."
          {...form.field('email')}
          required
        />
        <CurrentPasswordField {...form.field('password')} />
        <FormError message={error} />
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
