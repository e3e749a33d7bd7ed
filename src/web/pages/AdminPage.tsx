import { Navigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSession } from '../api/session';

/** As in the seed, anyone who is not an admin is sent to the home page. */
export function AdminPage() {
  const { session, isLoading } = useSession();
  if (isLoading) return null;
  if (!session.admin) return <Navigate to={pagePaths.home} replace />;
  return <h1>Admin</h1>;
}
