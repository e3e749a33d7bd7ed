import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { ApiRequestError } from '../api/client';
import { useVerifyEmail } from '../api/session';
import { NoticeBanner } from '../components/NoticeBanner';
import { usePageTitle } from '../lib/usePageTitle';

/** The link's token travels after '#', so it never reaches a server log. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

const SPENT =
  'This link has expired or has already been used. Sign in and ask for a new one on My bookings.';

export function VerifyEmailPage() {
  usePageTitle('Confirm your e-mail address');
  const token = tokenOf(useLocation().hash);
  const verify = useVerifyEmail();
  const asked = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!token || asked.current) return;
    asked.current = true;
    verify.mutate(token);
  }, [token, verify]);

  let body: React.ReactNode;
  if (!token) {
    body = <p>{SPENT}</p>;
  } else if (verify.isSuccess) {
    body = (
      <>
        <NoticeBanner type="message">
          Thank you: {verify.data.email} is confirmed as your e-mail address.
        </NoticeBanner>
        <p>
          <Link to={pagePaths.booking}>Book a session</Link> or see{' '}
          <Link to={pagePaths.myBookings}>My bookings</Link>.
        </p>
      </>
    );
  } else if (verify.isError) {
    const error = verify.error;
    body = (
      <p role="alert">
        {error instanceof ApiRequestError && error.code === 'auth/invalid-action-code'
          ? SPENT
          : error.message}
      </p>
    );
  } else {
    body = <p aria-live="polite">Confirming your e-mail address…</p>;
  }

  return (
    <section className="prose">
      <h1>Confirm your e-mail address</h1>
      {body}
    </section>
  );
}
