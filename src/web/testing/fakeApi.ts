import { vi } from 'vitest';
import { ERRORS, type ErrorCode } from '../../contract/errors';
import { ApiRequestError, getJson, postJson } from '../api/client';
import { refuseUnexpected } from './unexpectedRequests';

/**
 * The HTTP client as setup.ts replaces it: each test says what the server answers. A request
 * the test set up no answer for is refused and fails the test, naming it and what was set up
 * (unexpectedRequests.ts).
 */
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

/**
 * An implementation for api.get or api.post that answers each path given (the value, or the
 * promise given, such as never(); an error is a refusal) and refuses any other path as one the
 * test set up no answer for, which fails the test.
 */
export function byPath(method: 'GET' | 'POST', answers: Record<string, unknown>) {
  const answer = (path: string): Promise<never> => {
    if (!Object.hasOwn(answers, path)) return refuseUnexpected(method, path);
    const given = answers[path];
    if (given instanceof Error) return Promise.reject(given);
    return Promise.resolve(given) as Promise<never>;
  };
  return Object.assign(answer, { paths: Object.keys(answers) });
}
