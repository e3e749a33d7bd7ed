import type { ApiError } from '../../contract/errors';
import { serverNowOf } from '../../contract/initialData';

/** A failed API call: the server's code and words when it sent them. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const OFFLINE_MESSAGE =
  "We can't reach the park's booking system. Check your connection and try again.";

async function send<T>(path: string, init: RequestInit): Promise<{ body: T; response: Response }> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new ApiRequestError(0, 'network', OFFLINE_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ApiError | null)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http',
      error?.message ?? OFFLINE_MESSAGE,
      error?.fields,
    );
  }
  return { body: body as T, response };
}

/** GET a JSON resource of our API; the type comes from the shared contract. */
export async function getJson<T>(path: string): Promise<T> {
  return (await send<T>(path, { method: 'GET' })).body;
}

/**
 * GET a JSON resource and the server's time as its answer tells it (`Server-Timing`), null when
 * it doesn't: for answers whose body stays the same bytes while the clock moves (the park's).
 */
export async function getTimedJson<T>(
  path: string,
): Promise<{ answer: T; serverNow: string | null }> {
  const { body, response } = await send<T>(path, { method: 'GET' });
  return { answer: body, serverNow: serverNowOf(response.headers.get('server-timing')) };
}

/** Anything that changes something is a POST of JSON from our own page (the server checks). */
export async function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  const sent = await send<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return sent.body;
}
