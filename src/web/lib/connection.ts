import type { FetchStatus } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiRequestError } from '../api/client';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the device says it has a connection. A phone with a bar of signal and nothing coming
 * through says yes: `isNetworkFailure` covers that, as the request then fails.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The request never reached the server (no connection), as opposed to the server refusing. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0;
}

/** A query that waits for a connection (TanStack Query pauses it offline) or failed for want of one. */
export function waitsOnConnection(query: { error: unknown; fetchStatus: FetchStatus }): boolean {
  return query.fetchStatus === 'paused' || isNetworkFailure(query.error);
}
