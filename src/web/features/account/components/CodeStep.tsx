import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ERRORS } from '../../../../contract/errors';
import { CheckField } from '../../../components/CheckField';
import { Field, FormError, formStyles } from '../../../components/Field';
import { failedWith, failureMessage } from '../../../lib/apiErrors';
import { useFormErrors } from '../../../lib/formErrors';
import { useForm } from '../../../lib/useForm';
import { useSignInCode } from '../api/signIn';
import styles from './account.module.css';
import { CODE_PLACES } from './accountErrorPlaces';

interface Props {
  /** The password step's proof, sent back with the code. */
  challenge: string;
  onSignedIn: () => void;
  /** The proof ran out: the password is asked for again, with these words. */
  onExpired: (message: string) => void;
  /** Back to the password step, where there is one. */
  onBack?: () => void;
}

const APP = {
  label: 'Code from your app',
  hint: 'The 6-digit code your authenticator app shows for this site now.',
  switchTo: 'Use a recovery code',
};
const RECOVERY = {
  label: 'Recovery code',
  hint: 'One of the ten codes you saved when you set up two-factor sign-in, like k7mpq-3xwtn. Each works once.',
  switchTo: 'Use the code from your app',
};

/** The second step of signing in to an account with two-factor on. */
export function CodeStep({ challenge, onSignedIn, onExpired, onBack }: Props) {
  const form = useForm({ code: '', remember: false });
  const [recovery, setRecovery] = useState(false);
  const errors = useFormErrors<'code'>(CODE_PLACES);
  const signIn = useSignInCode();
  const box = useRef<HTMLDivElement>(null);
  const words = recovery ? RECOVERY : APP;

  // The password step has gone from under the visitor: the code box is where they are now.
  useEffect(() => box.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { code, remember } = form.values;
    if (errors.stopFor({ code: code.trim() ? undefined : ERRORS['auth/code-needed'].message })) {
      return;
    }
    signIn.mutate(
      { challenge, code: code.trim(), remember },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          if (failedWith(failure, 'auth/sign-in-expired')) return onExpired(failure.message);
          form.set('code', '');
          errors.failed(failure, failureMessage(failure, 'Signing in failed. Please try again.'));
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
      aria-labelledby="code-title"
    >
      <h2 id="code-title" className={styles.formTitle}>
        Enter your code
      </h2>
      <p className={formStyles.note}>
        This account has two-factor sign-in on. Open your authenticator app and enter the code it
        shows, or use one of your recovery codes.
      </p>
      <div ref={box}>
        <Field
          label={words.label}
          hint={words.hint}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          spellCheck={false}
          {...form.field('code')}
          error={errors.of('code')}
          required
        />
      </div>
      <button type="button" className={styles.linkButton} onClick={() => setRecovery(!recovery)}>
        {words.switchTo}
      </button>
      <CheckField
        label="Remember this browser for 30 days"
        note="Only on a device that is yours alone: this browser will not be asked for a code."
        checked={form.values.remember}
        onChange={(remember) => form.set('remember', remember)}
      />
      <FormError message={errors.form} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={signIn.isPending}>
          Sign in
        </button>
        {onBack && (
          <button type="button" className="button button--quiet" onClick={onBack}>
            Back
          </button>
        )}
      </div>
    </form>
  );
}
