import type { LightMyRequestResponse as Response } from 'fastify';
import type { InitialData, SharedPageData } from '../../src/contract/initialData';
import { type SessionResponse, signedOutSession } from '../../src/contract/session';

function jsonIn<T>(html: string, id: string): T | undefined {
  const json = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(
    html,
  )?.[1];
  return json ? (JSON.parse(json) as T) : undefined;
}

/**
 * What the web app starts from on this page, put together as src/web/api/initialData.ts does
 * in a browser: null when the page came without it.
 */
export function pageStart(response: Response): Required<Omit<InitialData, 'deviceTime'>> | null {
  const shared = jsonIn<SharedPageData>(response.body, 'paddock-data');
  if (!shared) return null;
  const now = /^now;desc="([^"]+)"$/.exec(String(response.headers['server-timing'] ?? ''))?.[1];
  if (!now) throw new Error('a page with data came without the server time');
  return {
    park: { park: shared.park, now },
    session: jsonIn<SessionResponse>(response.body, 'paddock-session') ?? signedOutSession,
    text: shared.text,
  };
}
