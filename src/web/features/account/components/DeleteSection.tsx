import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { AccountDeleted } from '../../../../contract/account';
import type { AccountResponse } from '../../../../contract/auth';
import { ERRORS } from '../../../../contract/errors';
import { pagePaths } from '../../../../contract/routes';
import { usePark } from '../../../api/park';
import { CheckField } from '../../../components/CheckField';
import { Field, FormError, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useFormErrors } from '../../../lib/formErrors';
import { useForm } from '../../../lib/useForm';
import { useDeleteAccount } from '../api/deleteAccount';
import { AccountSection } from './AccountSection';
import styles from './account.module.css';
import { PASSWORD_AND_CODE_PLACES } from './accountErrorPlaces';
import { CurrentPasswordField, PASSWORD_NEEDED } from './CurrentPasswordField';

type DeleteField = 'password' | 'code' | 'understood';

/** All that is missing, at once: nothing is sent until the three are there. */
function deleteErrors(
  values: { password: string; code: string; understood: boolean },
  twoFactor: boolean,
) {
  return {
    password: values.password ? undefined : PASSWORD_NEEDED,
    code: twoFactor && !values.code.trim() ? ERRORS['auth/code-needed'].message : undefined,
    understood: values.understood
      ? undefined
      : 'Tick the box to say you understand that this can not be undone.',
  };
}

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
  const errors = useFormErrors<DeleteField>(PASSWORD_AND_CODE_PLACES);
  const remove = useDeleteAccount(onDeleted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.stopFor(deleteErrors(form.values, account.twoFactor))) return;
    const { password, code } = form.values;
    remove.mutate(account.twoFactor ? { password, code: code.trim() } : { password }, {
      onError: (failure) => {
        form.set('code', '');
        errors.failed(
          failure,
          failureMessage(failure, 'Your account could not be deleted. Please try again.'),
        );
      },
    });
  };

  return (
    <AccountSection title="Delete my account" anchor="delete" className={styles.dangerZone}>
      <WhatHappens />
      <form ref={errors.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <CurrentPasswordField {...form.field('password')} error={errors.of('password')} />
        {account.twoFactor && (
          <Field
            label="Code from your app, or a recovery code"
            autoComplete="one-time-code"
            spellCheck={false}
            {...form.field('code')}
            error={errors.of('code')}
            required
          />
        )}
        <CheckField
          label="I understand that my account is deleted for good"
          checked={form.values.understood}
          error={errors.of('understood')}
          onChange={(understood) => form.set('understood', understood)}
        />
        <FormError message={errors.form} />
        <div className={formStyles.actions}>
          <button type="submit" className={`button ${styles.danger}`} disabled={remove.isPending}>
            Delete my account
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
