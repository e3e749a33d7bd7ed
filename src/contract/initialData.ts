import type { PublicPark } from './park';
import type { SessionResponse } from './session';
import type { PageText } from './texts';

/**
 * What the server writes into a page so that its first paint needs no request, in three parts:
 * what every visitor gets alike until the settings change (so the page is rendered and
 * compressed once per settings version), who is signed in (only when someone is), and the
 * server's time (a `Server-Timing` header, which leaves the page's bytes the same).
 */
export const PAGE_DATA_ELEMENT_ID = 'paddock-data';
export const SESSION_ELEMENT_ID = 'paddock-session';
export const SERVER_TIME_METRIC = 'now';

/** In the `paddock-data` element. */
export interface SharedPageData {
  park: PublicPark;
  /** The owner's text the page shows (the home and About pages show 'about'), if any. */
  text: PageText | null;
}

/** The park with the server's instant (ISO 8601) when it was told: "today" comes from that. */
export interface TimedPark {
  park: PublicPark;
  now: string;
}

/** The three parts put together again, as the web app starts from them. */
export interface InitialData {
  park?: TimedPark;
  /**
   * The browser couldn't read the server's time (`Server-Timing` is given only to secure
   * contexts): `park.now` is the device's until `/api/park` answers.
   */
  deviceTime?: boolean;
  session?: SessionResponse;
  text?: PageText | null;
}

/** `now;desc="2025-05-01T08:00:00.000Z"`: the server's time, as a Server-Timing metric. */
export function serverTimingOf(now: Date): string {
  return `${SERVER_TIME_METRIC};desc="${now.toISOString()}"`;
}

/** The server's time from a `Server-Timing` header as `serverTimingOf` writes it, if there. */
export function serverNowOf(header: string | null | undefined): string | null {
  for (const metric of (header ?? '').split(',')) {
    const [name, ...params] = metric.split(';').map((part) => part.trim());
    if (name !== SERVER_TIME_METRIC) continue;
    const desc = params.find((param) => param.startsWith('desc='))?.slice('desc='.length);
    const value = desc?.replace(/^"(.*)"$/, '$1');
    if (value && !Number.isNaN(Date.parse(value))) return value;
  }
  return null;
}
