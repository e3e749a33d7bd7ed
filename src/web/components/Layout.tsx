import { Suspense, useRef } from 'react';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { usePark } from '../api/park';
import { ErrorState } from './ErrorState';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingState } from './PageState';
import { useHeadingFocus } from './useHeadingFocus';

/**
 * Every full page load has the location key 'default', so by that key a page opened fresh (back
 * from the checkout, say) would take the scroll of whatever page was last left by a full load
 * (the booking page, scrolled down to Book Now). Such a load is keyed by its path instead: only
 * a reload of the same page comes back where it was.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/**
 * Header and footer round every page; pages render once the park's settings are known. The
 * admin workspace leaves the footer out: staff at work need the room, not the park's map.
 */
export function Layout({ workspace = false }: { workspace?: boolean }) {
  const park = usePark();
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} ref={main} className={workspace ? 'workspace' : undefined}>
        {park.data ? (
          // Pages fetched on demand (signedInPage.tsx) wait here; a navigation keeps the page
          // it leaves on screen meanwhile, as React holds a transition's old content.
          <Suspense fallback={<LoadingState label="Loading…" />}>
            <Outlet />
          </Suspense>
        ) : park.isError ? (
          <ErrorState onRetry={() => void park.refetch()} retrying={park.isFetching} />
        ) : (
          <LoadingState label="Loading…" />
        )}
      </main>
      {!workspace && <Footer />}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Shown while the first page's code arrives: the site's frame, never a blank screen. */
export function LoadingLayout({ workspace = false }: { workspace?: boolean }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className={workspace ? 'workspace' : undefined}>
        <LoadingState label="Loading…" />
      </main>
      {!workspace && <Footer />}
    </>
  );
}
