import type { ApiError } from '../../contract/errors';

/** A failed API call: the server's code and words when it sent them. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

const OFFLINE_MESSAGE =
  "We can't reach the park's booking system. Check your connection and try again.";

/** GET a JSON resource of our API; the type comes from the shared contract. */
export async function getJson<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' } });
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
    );
  }
  return body as T;
}
