import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useOnline } from '../lib/connection';

/**
 * The three states every list and page has besides its content, drawn the same way everywhere
 * (the .state styles in global.css), so that "nothing here" never looks like "still loading".
 */

/** Grey bars the shape of what is coming; screen readers hear the label once. */
export function LoadingState({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars have only their place
          key={index}
          className="skeleton"
          aria-hidden="true"
          style={{ width: `${90 - index * 20}%` }}
        />
      ))}
    </div>
  );
}

/**
 * A whole page still coming (its code, the park's settings, or the session): the footer hides
 * meanwhile (global.css), so nothing in view moves when the page arrives.
 */
export function PageLoading() {
  return (
    <div className="page-loading">
      <LoadingState label="Loading…" />
    </div>
  );
}

/** Nothing to show yet, said plainly, with the next step where there is one. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="state">
      <p className="state__title">{title}</p>
      {children && <p className="state__text">{children}</p>}
      {action}
    </div>
  );
}

/** Something could not be loaded: what, and a way to try again. */
export function ErrorNotice({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{message}</p>
      {onRetry && (
        <button
          type="button"
          className="button button--quiet"
          onClick={onRetry}
          disabled={retrying}
        >
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      )}
    </div>
  );
}

/** What a query shows before its data: enough of TanStack Query's result to say which state. */
interface Awaited {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  fetchStatus?: FetchStatus;
}

/** Said where something can't load for want of a connection (decision 116). */
export const NEEDS_CONNECTION =
  "You're offline. This needs a connection, and loads once you have signal.";

/**
 * Whether what is awaited waits on the connection: the device says it is offline and the
 * request failed, or TanStack Query paused it for that. It then says so, rather than that the
 * server failed (online, a failed request keeps its own words).
 */
export function useWaitsOnConnection(query: Awaited): boolean {
  const online = useOnline();
  return query.fetchStatus === 'paused' || (!online && query.isError);
}

/** What stands for something that can't load for want of a connection, with Try again. */
export function ConnectionNotice({ query }: { query: Awaited }) {
  return (
    <ErrorNotice
      message={NEEDS_CONNECTION}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/**
 * A query's state while it has no data: loading, or its error with Try again. Written after
 * `if (!query.isSuccess)`, so what follows has the data.
 */
export function QueryWaiting({
  query,
  loading,
  failed,
  lines,
  wholePage = false,
}: {
  query: Awaited;
  loading: string;
  failed: string;
  lines?: number;
  /** What waits is the page's content: the footer hides meanwhile, as for PageLoading. */
  wholePage?: boolean;
}) {
  const waitsOnConnection = useWaitsOnConnection(query);
  if (waitsOnConnection) return <ConnectionNotice query={query} />;
  if (!query.isError) {
    const state = <LoadingState label={loading} lines={lines} />;
    return wholePage ? <div className="page-loading">{state}</div> : state;
  }
  return (
    <ErrorNotice
      message={failed}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
