import { type ComponentType, lazy } from 'react';
import type { PageName } from './NeedsConnection';
import { RequireSignedIn } from './RequireSignedIn';

/**
 * A page behind an account whose code is fetched only for someone signed in: a signed-out
 * visitor is sent to sign in at once, without downloading the page first (the check runs before
 * the lazy page renders). The page suspends inside the layout's Suspense, so a navigation keeps
 * showing the page it leaves until the new one's code has come. With no connection, `page` says
 * it needs one, unless it `worksOffline` (decision 116).
 */
export function signedInPage(
  load: () => Promise<{ Component: ComponentType }>,
  page: PageName,
  worksOffline = false,
): ComponentType {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return function SignedInPage() {
    return (
      <RequireSignedIn page={page} worksOffline={worksOffline}>
        <Page />
      </RequireSignedIn>
    );
  };
}
