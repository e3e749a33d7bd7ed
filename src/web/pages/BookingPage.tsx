import { Navigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSession } from '../api/session';

/** Booking needs an account: anyone signed out is sent to sign in first. */
export function BookingPage() {
  const { session, isLoading } = useSession();
  if (isLoading) return null;
  if (!session.user) return <Navigate to={pagePaths.signIn} replace />;
  return <h1>Book Now</h1>;
}
