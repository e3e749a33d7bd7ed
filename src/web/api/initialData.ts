import {
  type InitialData,
  PAGE_DATA_ELEMENT_ID,
  SERVER_TIME_METRIC,
  SESSION_ELEMENT_ID,
  type SharedPageData,
} from '../../contract/initialData';
import { type SessionResponse, signedOutSession } from '../../contract/session';

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
 * What the server wrote into the page. All absent under the Vite dev server, or when the page
 * came without it (the database down): the app then asks the API.
 */
function read(): InitialData | undefined {
  const shared = jsonIn<SharedPageData>(PAGE_DATA_ELEMENT_ID);
  if (!shared) return undefined;
  const now = serverNow();
  return {
    park: { park: shared.park, now: now ?? new Date().toISOString() },
    deviceTime: !now,
    session: jsonIn<SessionResponse>(SESSION_ELEMENT_ID) ?? signedOutSession,
    text: shared.text,
  };
}

export const initialData = read();
