import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSession } from '../api/session';
import { comingFrom } from '../lib/returnTo';

/** The seed waits a second before deciding that nobody is signed in. */
const SIGNED_IN_CHECK_DELAY_MS = 1_000;

export function PaySuccessPage() {
  const { session, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (isLoading || session.user) return;
    const timer = setTimeout(
      () => navigate(pagePaths.signIn, { replace: true, state: comingFrom(location) }),
      SIGNED_IN_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isLoading, session.user, navigate, location]);
  return <p aria-live="polite">Finalizing payment and confirming booking....</p>;
}
