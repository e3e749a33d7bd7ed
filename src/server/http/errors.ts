import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';
import { type ApiError, ERRORS, type ErrorCode, isErrorCode } from '../../contract/errors';
import { DatabaseUnavailableError } from '../db/database';

/**
 * An error a caller can act on: a code from the catalogue (which sets the HTTP status), words
 * for people (the catalogue's unless the case needs its own) and, for bad input, each field.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}

/** A limit was reached: a 429 that says, in Retry-After, when to try again. */
export class TooManyRequests extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
    this.name = 'TooManyRequests';
  }
}

/** A field rule may name the error code its refusal carries (e.g. auth/invalid-email). */
function codeOfIssue(issue: ZodError['issues'][number]): ErrorCode | null {
  if (issue.code !== 'custom') return null;
  const code = issue.params?.code;
  return typeof code === 'string' && isErrorCode(code) ? code : null;
}

/** Turns a zod failure on request input into a 400 that names each bad field. */
export function invalidInput(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  for (const issue of error.issues) {
    const code = codeOfIssue(issue);
    if (code) return new AppError(code, issue.message, fields);
  }
  return new AppError('request/invalid', undefined, fields);
}

function body(
  requestId: string,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return { error: fields ? { code, message, fields, requestId } : { code, message, requestId } };
}

/** One place maps every thrown error to a status and a body; clients never see a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof TooManyRequests) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(body(request.id, error.code, error.message, error.fields));
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error }, 'database unavailable');
      const code = 'service/unavailable';
      return reply.status(ERRORS[code].status).send(body(request.id, code, ERRORS[code].message));
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send(body(request.id, 'request/invalid', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(request.id, 'internal', ERRORS.internal.message));
  });
}
