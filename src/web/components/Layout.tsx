import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePark } from '../api/park';
import { AccountMadeNotice } from './AccountMadeNotice';
import { ErrorState } from './ErrorState';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageState';
import { RestoreScroll } from './RestoreScroll';
import { useHeadingFocus } from './useHeadingFocus';

/**
 * Header and footer round every page; pages render once the park's settings are known. The
 * admin workspace leaves the footer out: staff at work need the room, not the park's map.
 */
export function Layout({ workspace = false }: { workspace?: boolean }) {
  const park = usePark();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useHeadingFocus(main);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} ref={main} className={workspace ? 'workspace' : undefined}>
        <AccountMadeNotice />
        {park.data ? (
          <PageErrorBoundary page={pathname}>
            {/* Pages fetched on demand (router.tsx) wait here; a navigation keeps the page it
                leaves on screen meanwhile, as React holds a transition's old content. */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <RestoreScroll />
            </Suspense>
          </PageErrorBoundary>
        ) : park.isError ? (
          <ErrorState onRetry={() => void park.refetch()} retrying={park.isFetching} />
        ) : (
          <PageLoading />
        )}
      </main>
      {!workspace && <Footer />}
    </>
  );
}
