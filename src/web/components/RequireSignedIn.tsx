import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSession } from '../api/session';
import { comingFrom } from '../lib/returnTo';
import { LoadingState } from './PageState';

/** Pages that need an account: anyone signed out signs in first and comes back here. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { session, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState label="Loading…" />;
  if (!session.user) return <Navigate to={pagePaths.signIn} replace state={comingFrom(location)} />;
  return children;
}
