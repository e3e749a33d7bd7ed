import {
  type InitialData,
  PAGE_DATA_ELEMENT_ID,
  SERVER_TIME_METRIC,
  SESSION_ELEMENT_ID,
  type SharedPageData,
} from '../../contract/initialData';
import { type SessionResponse, signedOutSession } from '../../contract/session';
import { KEPT_COPY_META } from '../serviceWorker/requests';

function jsonIn<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The server's time as the page's own response gave it (contract/initialData.ts). */
function serverNow(): string | undefined {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  const timings = (navigation as PerformanceNavigationTiming | undefined)?.serverTiming ?? [];
  return timings.find((timing) => timing.name === SERVER_TIME_METRIC)?.description || undefined;
}

/**
 * Whether the page is the copy the service worker kept (decision 116), opened with no
 * connection: its park is as it was then, and it knows nothing of who is signed in.
 */
const isKeptCopy = Boolean(document.querySelector(`meta[name="${KEPT_COPY_META}"]`));

/**
 * What the server wrote into the page. All absent under the Vite dev server, or when the page
 * came without it (the database down): the app then asks the API. In the kept copy the session
 * is left unknown (the app asks, and with no connection shows what the device keeps) and the
 * time is the device's.
 */
function read(): InitialData | undefined {
  const shared = jsonIn<SharedPageData>(PAGE_DATA_ELEMENT_ID);
  if (!shared) return undefined;
  const now = isKeptCopy ? undefined : serverNow();
  return {
    park: { park: shared.park, now: now ?? new Date().toISOString() },
    deviceTime: !now,
    session: isKeptCopy
      ? undefined
      : (jsonIn<SessionResponse>(SESSION_ELEMENT_ID) ?? signedOutSession),
    text: shared.text,
  };
}

export const initialData = read();
