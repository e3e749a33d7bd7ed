import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSession } from '../api/session';
import { comingFrom } from '../lib/returnTo';
import { PageLoading } from './PageState';

/** Pages that need an account: anyone signed out signs in first and comes back here. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { session, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (!session.user) {
    // The move to sign in waits for that page's code, showing what is here meanwhile: the
    // loading frame, not an empty page the footer would jump up into.
    return (
      <>
        <PageLoading />
        <Navigate to={pagePaths.signIn} replace state={comingFrom(location)} />
      </>
    );
  }
  return children;
}
