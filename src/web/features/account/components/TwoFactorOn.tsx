import type { FormEvent } from 'react';
import type { AccountResponse } from '../../../../contract/auth';
import { ERRORS } from '../../../../contract/errors';
import { Field, FormError, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useFormErrors } from '../../../lib/formErrors';
import { useForm } from '../../../lib/useForm';
import { useDisableTwoFactor, useNewRecoveryCodes } from '../api/twoFactorApi';
import styles from './account.module.css';
import { PASSWORD_AND_CODE_PLACES, PASSWORD_PLACES } from './accountErrorPlaces';
import { CurrentPasswordField, PASSWORD_NEEDED } from './CurrentPasswordField';
import { TwoFactorEnrol } from './TwoFactorEnrol';

function codesLeftText(left: number): string {
  if (left === 0) return 'You have no recovery codes left: make new ones below.';
  const codes = left === 1 ? 'recovery code' : 'recovery codes';
  return `You have ${left} unused ${codes}.${left <= 3 ? ' Consider making new ones.' : ''}`;
}

function NewCodesForm({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const form = useForm({ password: '' });
  const errors = useFormErrors<'password'>(PASSWORD_PLACES);
  const make = useNewRecoveryCodes();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password } = form.values;
    if (errors.stopFor({ password: password ? undefined : PASSWORD_NEEDED })) return;
    make.mutate(password, {
      onSuccess: ({ recoveryCodes }) => onNewCodes(recoveryCodes),
      onError: (failure) => {
        form.reset();
        errors.failed(
          failure,
          failureMessage(failure, 'New codes could not be made. Please try again.'),
        );
      },
    });
  };

  return (
    <form
      ref={errors.formRef}
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="new-codes"
    >
      <h3 id="new-codes" className={styles.formTitle}>
        New recovery codes
      </h3>
      <p className={formStyles.note}>Ten new codes; the ones you have now stop working.</p>
      <CurrentPasswordField {...form.field('password')} error={errors.of('password')} />
      <FormError message={errors.form} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button--quiet" disabled={make.isPending}>
          Make new recovery codes
        </button>
      </div>
    </form>
  );
}

function TurnOffForm() {
  const form = useForm({ password: '', code: '' });
  const errors = useFormErrors<'password' | 'code'>(PASSWORD_AND_CODE_PLACES);
  const disable = useDisableTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password, code } = form.values;
    const missing = {
      password: password ? undefined : PASSWORD_NEEDED,
      code: code.trim() ? undefined : ERRORS['auth/code-needed'].message,
    };
    if (errors.stopFor(missing)) return;
    disable.mutate(
      { password, code: code.trim() },
      {
        onError: (failure) => {
          form.set('code', '');
          errors.failed(
            failure,
            failureMessage(failure, 'Two-factor sign-in could not be turned off.'),
          );
        },
      },
    );
  };

  return (
    <form
      ref={errors.formRef}
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="turn-off"
    >
      <h3 id="turn-off" className={styles.formTitle}>
        Turn off two-factor sign-in
      </h3>
      <p className={formStyles.note}>Signing in will ask for your password alone again.</p>
      <CurrentPasswordField {...form.field('password')} error={errors.of('password')} />
      <Field
        label="Code from your app, or a recovery code"
        autoComplete="one-time-code"
        spellCheck={false}
        {...form.field('code')}
        error={errors.of('code')}
        required
      />
      <FormError message={errors.form} />
      <div className={formStyles.actions}>
        <button type="submit" className="button button--quiet" disabled={disable.isPending}>
          Turn off
        </button>
      </div>
    </form>
  );
}

/** Two-factor is on: how many recovery codes are left, new ones, and (for customers) off. */
export function TwoFactorOn({
  account,
  onNewCodes,
  onMoved,
}: {
  account: AccountResponse;
  onNewCodes: (codes: string[]) => void;
  /** Set up again on a new phone: the old phone's codes no longer work. */
  onMoved: (codes: string[]) => void;
}) {
  const staff = account.role !== 'customer';
  return (
    <div className={styles.stack}>
      <p>
        Two-factor sign-in is on: signing in asks for a code from your authenticator app after your
        password. {codesLeftText(account.recoveryCodesLeft)}
      </p>
      <NewCodesForm onNewCodes={onNewCodes} />
      <section className={styles.stack} aria-labelledby="new-phone">
        <h3 id="new-phone" className={styles.formTitle}>
          A new phone
        </h3>
        <p className={formStyles.note}>
          Set up the app on your new phone; once its first code is in, the old phone's codes and
          your old recovery codes stop working.
        </p>
        <TwoFactorEnrol
          startLabel="Set up on a new phone"
          confirmLabel="Use this phone from now on"
          askPassword
          onEnrolled={onMoved}
        />
      </section>
      {staff ? (
        <p>
          Staff accounts keep two-factor sign-in. If you lose your phone, sign in with a recovery
          code; the owner can also reset it for you.
        </p>
      ) : (
        <TurnOffForm />
      )}
    </div>
  );
}
