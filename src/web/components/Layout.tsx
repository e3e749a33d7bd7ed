import { Outlet, ScrollRestoration } from 'react-router';
import { usePark } from '../api/park';
import { ErrorState } from './ErrorState';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header and footer round every page; pages render once the park's settings are known. */
export function Layout() {
  const park = usePark();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {park.data ? (
          <Outlet />
        ) : park.isError ? (
          <ErrorState onRetry={() => void park.refetch()} retrying={park.isFetching} />
        ) : (
          <p aria-live="polite">Loading…</p>
        )}
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code arrives: the site's frame, never a blank screen. */
export function LoadingLayout() {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <p aria-live="polite">Loading…</p>
      </main>
      <Footer />
    </>
  );
}
