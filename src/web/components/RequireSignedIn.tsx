import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSession } from '../api/session';
import { useOnline } from '../lib/connection';
import { useSignOutOwed } from '../lib/owedSignOut';
import { comingFrom } from '../lib/returnTo';
import { NeedsConnection, type PageName } from './NeedsConnection';
import { PageLoading } from './PageState';

/** A page that has not said what it is called. */
const THIS_PAGE: PageName = { title: 'This page needs a connection', needs: 'This page' };

interface Props {
  children: ReactNode;
  /** Said instead of the page when there is no connection (decision 116). */
  page?: PageName;
  /** The page shows what the device keeps when there is no connection (My bookings). */
  worksOffline?: boolean;
}

/**
 * Pages that need an account: anyone signed out signs in first and comes back here. With no
 * connection the page says it needs one, unless it works from what the device keeps.
 */
export function RequireSignedIn({ children, page = THIS_PAGE, worksOffline = false }: Props) {
  const { session, isLoading, unreachable } = useSession();
  const online = useOnline();
  const location = useLocation();
  const signedOutHere = useSignOutOwed();
  if (isLoading) return <PageLoading />;
  if (!online || unreachable) {
    return worksOffline ? children : <NeedsConnection {...page} />;
  }
  // Signing out here ends the account's pages: home, not back again after the next sign-in. The
  // sign-out's own move home may come after this page has seen the session end (decision 136).
  if (!session.user && signedOutHere) return <Navigate to={pagePaths.home} replace />;
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
