import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';
import type { ApiError } from '../contract/errors';
import { DatabaseUnavailableError } from './db/database';

/** An error a caller can act on: a stable code, an HTTP status and words for people. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const UNAVAILABLE_MESSAGE =
  "We can't reach the park's booking system right now. Please try again in a minute.";

/** A limit was reached: a 429 that says, in Retry-After, when to try again. */
export class TooManyRequests extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, 429, message);
    this.name = 'TooManyRequests';
  }
}

/** A field rule may name the error code its refusal carries (e.g. auth/invalid-email). */
function codeOfIssue(issue: ZodError['issues'][number]): string | null {
  if (issue.code !== 'custom') return null;
  const code = issue.params?.code;
  return typeof code === 'string' ? code : null;
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
    if (code) return new AppError(code, 400, issue.message, fields);
  }
  return new AppError('request/invalid', 400, 'Some of the details sent are not valid.', fields);
}

function body(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** One place maps every thrown error to a status and a body; clients never see a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof TooManyRequests) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(body('service/unavailable', UNAVAILABLE_MESSAGE));
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send(body('request/invalid', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
}
