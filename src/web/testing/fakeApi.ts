import { vi } from 'vitest';
import { ERRORS, type ErrorCode } from '../../contract/errors';
import { ApiRequestError, getJson, postJson } from '../api/client';

/** The HTTP client as setup.ts replaces it: each test says what the server answers. */
export const api = { get: vi.mocked(getJson), post: vi.mocked(postJson) };

/** An answer that never comes: what is asked for stays loading. */
export function never(): Promise<never> {
  return new Promise(() => {});
}

/** The server refusing with a code of the catalogue, in the catalogue's words. */
export function refusal(code: ErrorCode, fields?: Record<string, string>): ApiRequestError {
  const { status, message } = ERRORS[code];
  return new ApiRequestError(status, code, message, fields);
}

/** No answer at all, as when the phone is offline. */
export function offline(): ApiRequestError {
  return new ApiRequestError(
    0,
    'network',
    "We can't reach the park's booking system. Check your connection and try again.",
  );
}
