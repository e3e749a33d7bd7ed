import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../platform/config';
import type { LogOutput } from './logFormat';
import { prettyDestination } from './prettyLog';

/** The request a piece of work is done for, while its answer is still to be sent. */
interface RequestContext {
  readonly reqId: string;
  open: boolean;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Marks Fastify's per-request logger (and its children), which carry `reqId` already. */
const REQUEST_LOG = Symbol('request log');

/**
 * Where a secret could sit in what is logged: request and answer headers, and any field that
 * names one. A line never holds these today; this is the net in case a later one would.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-metrics-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["stripe-signature"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.recoveryCode',
  'password',
  'token',
  'secret',
];

/**
 * The app's one log: JSON lines at `level` (or, for a person at a terminal, those lines made
 * readable: `output`). A line written while a request is being answered carries that request's
 * id as `reqId`, whichever logger wrote it (the request's own, or the one a capability was
 * given). It goes to standard output, or to `destination`.
 */
export function createAppLog(
  level: LogLevel,
  destination?: DestinationStream,
  output: LogOutput = { format: 'json' },
): Logger {
  const to =
    output.format === 'pretty'
      ? prettyDestination(destination ?? pino.destination({ dest: 1, sync: true }), output.colors)
      : destination;
  return pino(
    {
      level,
      redact: { paths: REDACTED, censor: '[redacted]' },
      mixin(_line, _level, logger) {
        if ((logger as unknown as Record<symbol, unknown>)[REQUEST_LOG]) return {};
        const context = requestContext.getStore();
        return context?.open ? { reqId: context.reqId } : {};
      },
    },
    to,
  );
}

/** Fastify's `childLoggerFactory`: the request's logger, marked so the mixin adds no second id. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  const child = logger.child(bindings, options);
  (child as unknown as Record<symbol, unknown>)[REQUEST_LOG] = true;
  return child;
}

/** A new context for the request `reqId`; `end()` it when the answer has gone. */
export function openRequestContext(reqId: string): {
  run(next: () => void): void;
  end(): void;
} {
  const context: RequestContext = { reqId, open: true };
  return {
    run: (next) => requestContext.run(context, next),
    end: () => {
      // Work the request started may go on (a timer, the outbox woken): its lines are no
      // longer the request's.
      context.open = false;
    },
  };
}
