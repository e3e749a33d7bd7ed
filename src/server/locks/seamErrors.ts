import { LockServiceError } from './lockService';

// What the Seam client throws, read by shape rather than by class, so that this file does not
// load the client (it is loaded on first use, as the Stripe SDK is). Its API errors carry
// Seam's error type and the status; a failure below them is the HTTP library's error, with the
// status of any answer that was not Seam's JSON (a proxy's 502, a bare 503).
interface SeamApiErrorShape {
  code: string;
  statusCode: number;
  message: string;
}

interface TransportErrorShape {
  isAxiosError: true;
  code?: string;
  response?: { status?: number };
}

function isSeamApiError(error: unknown): error is SeamApiErrorShape {
  return (
    error instanceof Error &&
    typeof (error as Partial<SeamApiErrorShape>).statusCode === 'number' &&
    typeof (error as Partial<SeamApiErrorShape>).code === 'string'
  );
}

function isTransportError(error: unknown): error is TransportErrorShape {
  return (error as Partial<TransportErrorShape> | null)?.isAxiosError === true;
}

/** Statuses after which the same request may well succeed. */
function retryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * Any failure of a call to Seam as a `LockServiceError`. The client's own errors are not kept
 * as the cause: they hold the request's headers, and with them the API key, which a logged
 * error would print.
 */
export function lockServiceError(error: unknown, request: string): LockServiceError {
  if (error instanceof LockServiceError) return error;
  if (isSeamApiError(error)) {
    return new LockServiceError(
      `Seam answered ${error.statusCode} ${error.code} to ${request}: ${error.message}`,
      retryableStatus(error.statusCode),
      error.code,
      error.statusCode,
    );
  }
  if (isTransportError(error)) {
    const status = error.response?.status;
    if (typeof status === 'number') {
      return new LockServiceError(
        `Seam answered ${status} to ${request}`,
        retryableStatus(status),
        `http_${status}`,
        status,
      );
    }
    const timedOut = error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED';
    return new LockServiceError(
      timedOut
        ? `Seam did not answer ${request} in time`
        : `Seam could not be reached for ${request} (${error.code ?? 'network error'})`,
      true,
      timedOut ? 'timeout' : 'unreachable',
      null,
    );
  }
  if (error instanceof Error && error.name === 'SeamHttpInvalidResponseError') {
    return new LockServiceError(
      `Seam's answer to ${request} was not what its API describes: ${error.message}`,
      false,
      'bad_answer',
      null,
    );
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new LockServiceError(`${request} failed: ${detail}`, false, 'unexpected', null, {
    cause: error,
  });
}
