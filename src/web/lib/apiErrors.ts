import type { ErrorCode } from '../../contract/errors';
import { ApiRequestError } from '../api/client';

/** Whether a call failed for this reason of the catalogue: matched by code, never by words. */
export function failedWith(error: unknown, code: ErrorCode): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === code;
}

/** The words for a failed call: the server's when it answered, else the page's own. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
