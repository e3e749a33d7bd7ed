import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openRequestContext } from '../logging/appLog';

/** An id a proxy may have given: short, and only characters that mean nothing anywhere. */
const SANE_ID = /^[\w.:-]{1,64}$/;

/**
 * Fastify's `genReqId`. Our own random id, unless a proxy we trust (TRUST_PROXY) stands in
 * front: then its X-Request-Id, when sane, so that its log and ours name a request alike. With
 * no proxy the header is the client's own words, and a client could make its requests look
 * like another's in the log; so it is not taken.
 */
export function requestIdOf(trustProxy: number): (raw: IncomingMessage) => string {
  return (raw) => {
    const given = raw.headers['x-request-id'];
    if (trustProxy > 0 && typeof given === 'string' && SANE_ID.test(given)) return given;
    return randomUUID();
  };
}

const CONTEXT = Symbol('request context');
type WithContext = FastifyRequest & { [CONTEXT]?: ReturnType<typeof openRequestContext> };

/**
 * Every answer says its request's id in X-Request-Id, and every log line written while it is
 * answered carries it (appLog.ts). The context is entered again once the body has been read,
 * as reading it continues from the socket's events rather than from this hook.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request: WithContext, reply, done) => {
    reply.header('x-request-id', request.id);
    const context = openRequestContext(request.id);
    request[CONTEXT] = context;
    reply.raw.once('close', context.end);
    context.run(done);
  });
  app.addHook('preValidation', (request: WithContext, _reply, done) => {
    const context = request[CONTEXT];
    if (context) context.run(done);
    else done();
  });
  app.addHook('onResponse', (request: WithContext, _reply, done) => {
    request[CONTEXT]?.end();
    done();
  });
}
