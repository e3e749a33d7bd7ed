import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { AccountDeleted } from '../../../../contract/account';
import type { AccountResponse } from '../../../../contract/auth';
import { ERRORS } from '../../../../contract/errors';
import { pagePaths } from '../../../../contract/routes';
import { usePark } from '../../../api/park';
import { CheckField } from '../../../components/CheckField';
import { Field, FormError, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useForm } from '../../../lib/useForm';
import { useDeleteAccount } from '../api/deleteAccount';
import { AccountSection } from './AccountSection';
import styles from './account.module.css';
import { CurrentPasswordField } from './CurrentPasswordField';

interface Props {
  account: AccountResponse;
  onDeleted: (outcome: AccountDeleted) => void;
}

function WhatHappens() {
  const cutoff = usePark().data?.park.cancellationCutoffHours ?? 0;
  return (
    <>
      <p>
        This closes your account for good: you can no longer sign in, and your e-mail address and
        details are erased. The park keeps your past bookings and payments without your name, as its
        accounts must.
      </p>
      <p>
        <strong>Your upcoming paid bookings are cancelled first</strong>, under our{' '}
        <Link to={pagePaths.cancellationPolicy}>cancellation policy</Link>: those more than {cutoff}{' '}
        hours away are refunded in full, those sooner are not refunded. You may want to download
        your data first.
      </p>
    </>
  );
}

/** The right to erasure: deliberate (password, code, a tick) and clear about bookings first. */
export function DeleteSection({ account, onDeleted }: Props) {
  const form = useForm({ password: '', code: '', understood: false });
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount(onDeleted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const { password, code, understood } = form.values;
    if (!understood) {
      setError('Tick the box to say you understand that this can not be undone.');
      return;
    }
    if (account.twoFactor && !code.trim()) {
      setError(ERRORS['auth/code-needed'].message);
      return;
    }
    remove.mutate(account.twoFactor ? { password, code: code.trim() } : { password }, {
      onError: (failure) => {
        form.set('code', '');
        setError(failureMessage(failure, 'Your account could not be deleted. Please try again.'));
      },
    });
  };

  return (
    <AccountSection title="Delete my account" anchor="delete" className={styles.dangerZone}>
      <WhatHappens />
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <CurrentPasswordField {...form.field('password')} />
        {account.twoFactor && (
          <Field
            label="Code from your app, or a recovery code"
            autoComplete="one-time-code"
            spellCheck={false}
            {...form.field('code')}
            required
          />
        )}
        <CheckField
          label="I understand that my account is deleted for good"
          checked={form.values.understood}
          onChange={(understood) => form.set('understood', understood)}
        />
        <FormError message={error} />
        <div className={formStyles.actions}>
          <button type="submit" className={`button ${styles.danger}`} disabled={remove.isPending}>
            Delete my account
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
