import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ERRORS } from '../../../../contract/errors';
import { pagePaths } from '../../../../contract/routes';
import { useSession } from '../../../api/session';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { failedWith } from '../../../lib/apiErrors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useConfirmEmailChange } from '../api/confirmEmailChange';
import { linkTokenOf } from './linkToken';

const SPENT = `${ERRORS['auth/invalid-action-code'].message} Sign in and ask for a new one on your account page.`;

function Changed({ email }: { email: string }) {
  const { session } = useSession();
  return (
    <>
      <NoticeBanner type="message">
        Your e-mail address is now {email}. Sign in with it from now on.
      </NoticeBanner>
      <p>
        {session.user ? (
          <Link to={pagePaths.account}>Back to your account</Link>
        ) : (
          <Link to={pagePaths.signIn}>Sign in</Link>
        )}
      </p>
    </>
  );
}

/** Sends the link's token once, even when React runs effects twice in development. */
function useConfirmOnce(token: string) {
  const confirm = useConfirmEmailChange();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [token, confirm]);
  return confirm;
}

/** The link sent to a new address: opening it makes the change, signed in or not. */
export function ConfirmEmailPage() {
  usePageTitle('Confirm your new e-mail address');
  const token = linkTokenOf(useLocation());
  const confirm = useConfirmOnce(token);

  let body: ReactNode;
  if (!token) body = <p>{SPENT}</p>;
  else if (confirm.isSuccess) body = <Changed email={confirm.data.email} />;
  else if (confirm.isError)
    body = (
      <p role="alert">
        {failedWith(confirm.error, 'auth/invalid-action-code') ? SPENT : confirm.error.message}
      </p>
    );
  else body = <p aria-live="polite">Changing your e-mail address…</p>;

  return (
    <section className="prose">
      <h1>Confirm your new e-mail address</h1>
      {body}
    </section>
  );
}

export { ConfirmEmailPage as Component };
