import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSession } from '../api/session';

/** The seed waits a second, then sends anyone not signed in to the home page. */
const SIGNED_IN_CHECK_DELAY_MS = 1_000;

export function PaySuccessPage() {
  const { session, isLoading } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLoading || session.user) return;
    const timer = setTimeout(
      () => navigate(pagePaths.home, { replace: true }),
      SIGNED_IN_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isLoading, session.user, navigate]);
  return <p aria-live="polite">Finalizing payment and confirming booking....</p>;
}
