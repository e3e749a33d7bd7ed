import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ERRORS } from '../../../../contract/errors';
import { pagePaths } from '../../../../contract/routes';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { failedWith } from '../../../lib/apiErrors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useVerifyEmail } from '../api/verifyEmail';
import { linkToken } from './linkToken';

const SPENT = `${ERRORS['auth/invalid-action-code'].message} Sign in and ask for a new one on My bookings.`;

function Confirmed({ email }: { email: string }) {
  return (
    <>
      <NoticeBanner type="message">
        Thank you: {email} is confirmed as your e-mail address.
      </NoticeBanner>
      <p>
        <Link to={pagePaths.booking}>Book a session</Link> or see{' '}
        <Link to={pagePaths.myBookings}>My bookings</Link>.
      </p>
    </>
  );
}

/** Sends the link's token once, even when React runs effects twice in development. */
function useVerifyOnce(token: string) {
  const verify = useVerifyEmail();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    verify.mutate(token);
  }, [token, verify]);
  return verify;
}

export function VerifyEmailPage() {
  usePageTitle('Confirm your e-mail address');
  const token = linkToken(useLocation().hash);
  const verify = useVerifyOnce(token);

  let body: ReactNode;
  if (!token) body = <p>{SPENT}</p>;
  else if (verify.isSuccess) body = <Confirmed email={verify.data.email} />;
  else if (verify.isError)
    body = (
      <p role="alert">
        {failedWith(verify.error, 'auth/invalid-action-code') ? SPENT : verify.error.message}
      </p>
    );
  else body = <p aria-live="polite">Confirming your e-mail address…</p>;

  return (
    <section className="prose">
      <h1>Confirm your e-mail address</h1>
      {body}
    </section>
  );
}

export { VerifyEmailPage as Component };
