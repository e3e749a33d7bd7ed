import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer made once and sent many times: its bytes in each encoding, compressed once at
 * the highest settings (the cost is paid per change, not per request), and an ETag of them.
 */
export interface PreparedAnswer {
  etag: string;
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function prepareAnswer(value: unknown): PreparedAnswer {
  return prepareJson(JSON.stringify(value));
}

/**
 * The same from JSON text already made. Quick: an answer for one caller, made again whenever
 * it changes, where the highest settings would cost ~50 times more to save a few percent.
 */
export function prepareJson(text: string, options: { quick?: boolean } = {}): PreparedAnswer {
  const json = Buffer.from(text);
  const digest = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  const quick = options.quick === true;
  return {
    etag: `"${digest}"`,
    json,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11 } }),
    gzip: gzipSync(json, { level: quick ? 6 : 9 }),
  };
}

/** The encoding to send kept bytes in, from the request's Accept-Encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name) (params.some((param) => /^q=0(\.0*)?$/.test(param)) ? refused : accepted).add(name);
  }
  const takes = (name: string) => accepted.has(name) || (accepted.has('*') && !refused.has(name));
  if (takes('br')) return 'br';
  return takes('gzip') ? 'gzip' : null;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a prepared answer: 304 with no body when the caller holds these bytes already, else
 * the bytes in the encoding it takes best (compression skips an answer already encoded).
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
): FastifyReply {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(answer[encoding]);
}
