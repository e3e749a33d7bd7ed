import type { FormEvent } from 'react';
import type { Enrolment } from '../../../../contract/account';
import { ERRORS } from '../../../../contract/errors';
import { Field, FormError, formStyles } from '../../../components/Field';
import { failedWith, failureMessage } from '../../../lib/apiErrors';
import { useFormErrors } from '../../../lib/formErrors';
import { useForm } from '../../../lib/useForm';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/twoFactorApi';
import styles from './account.module.css';
import { CODE_PLACES, PASSWORD_PLACES } from './accountErrorPlaces';
import { CurrentPasswordField, PASSWORD_NEEDED } from './CurrentPasswordField';

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to read off the screen and type. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The QR code is server-made SVG: as an image it is drawn, never run. */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function ConfirmForm({
  enrolment,
  confirmLabel,
  onEnrolled,
  onRestart,
}: {
  enrolment: Enrolment;
  confirmLabel: string;
  onEnrolled: (codes: string[]) => void;
  onRestart: () => void;
}) {
  const form = useForm({ code: '' });
  const errors = useFormErrors<'code'>(CODE_PLACES);
  const confirm = useConfirmTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = form.values.code.trim();
    if (errors.stopFor({ code: code ? undefined : ERRORS['auth/code-needed'].message })) return;
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => onEnrolled(recoveryCodes),
      onError: (failure) => {
        if (failedWith(failure, 'account/no-enrolment')) return onRestart();
        form.reset();
        errors.failed(failure, failureMessage(failure, 'That did not work. Please try again.'));
      },
    });
  };

  return (
    <form ref={errors.formRef} className={formStyles.form} onSubmit={submit} noValidate>
      <ol>
        <li>
          <p>Scan this QR code with an authenticator app on your phone.</p>
          <img
            className={styles.qr}
            src={qrSource(enrolment.qrSvg)}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
          />
        </li>
        <li>
          <p>Or, if you can't scan it, type this setup key into the app:</p>
          <dl className="pairs">
            <dt>Setup key</dt>
            <dd className={styles.secret}>{groupedSecret(enrolment.secret)}</dd>
          </dl>
        </li>
      </ol>
      <Field
        label="Enter the 6-digit code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        {...form.field('code')}
        error={errors.of('code')}
        required
      />
      <FormError message={errors.form} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={confirm.isPending}>
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * Setting it up: a new secret from the server, confirmed by a first code from the app. Moving
 * to a new phone (`askPassword`) asks for the password before the new secret is made.
 */
export function TwoFactorEnrol({
  startLabel,
  confirmLabel = 'Turn on two-factor sign-in',
  askPassword = false,
  onEnrolled,
}: {
  startLabel: string;
  confirmLabel?: string;
  askPassword?: boolean;
  onEnrolled: (codes: string[]) => void;
}) {
  const start = useStartTwoFactor();
  const form = useForm({ password: '' });
  const errors = useFormErrors<'password'>(PASSWORD_PLACES);

  if (start.isSuccess)
    return (
      <ConfirmForm
        enrolment={start.data}
        confirmLabel={confirmLabel}
        onEnrolled={onEnrolled}
        onRestart={() => {
          start.reset();
          errors.show({ fields: {}, form: 'That setup has run out. Please start again.' });
        }}
      />
    );

  const begin = (event: FormEvent) => {
    event.preventDefault();
    const { password } = form.values;
    if (errors.stopFor({ password: !askPassword || password ? undefined : PASSWORD_NEEDED })) {
      return;
    }
    start.mutate(askPassword ? password : undefined, {
      onError: (failure) => {
        form.reset();
        errors.failed(
          failure,
          failureMessage(failure, 'Setting up could not start. Please try again.'),
        );
      },
    });
  };

  return (
    <form ref={errors.formRef} className={formStyles.form} onSubmit={begin} noValidate>
      {askPassword && (
        <CurrentPasswordField {...form.field('password')} error={errors.of('password')} />
      )}
      <FormError message={errors.form} />
      <div className={formStyles.actions}>
        <button
          type="submit"
          className={askPassword ? 'button button--quiet' : 'button'}
          disabled={start.isPending}
        >
          {startLabel}
        </button>
      </div>
    </form>
  );
}
