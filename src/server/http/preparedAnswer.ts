import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';

/**
 * An answer that is the same bytes for everyone until the settings change: compressed once, at
 * the highest settings (that cost is paid once, not per request), each encoding with its own
 * strong ETag, as each is a different representation.
 */
export interface PreparedAnswer {
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etags: Record<Encoding | 'identity', string>;
}

function prepared(type: string, identity: Buffer, br: Buffer, gz: Buffer): PreparedAnswer {
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    type,
    identity,
    br,
    gzip: gz,
    etags: { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` },
  };
}

export async function prepareAnswer(body: string, type: string): Promise<PreparedAnswer> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(identity, { level: 9 }),
  ]);
  return prepared(type, identity, br, gz);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A JSON answer prepared on the request's own turn (kept with the data it was made from, so
 * made again as that changes). Quick: an answer for one caller, made again whenever it
 * changes, where the highest settings would cost ~50 times more to save a few percent.
 */
export function prepareJson(text: string, options: { quick?: boolean } = {}): PreparedAnswer {
  const identity = Buffer.from(text);
  const quick = options.quick === true;
  return prepared(
    JSON_TYPE,
    identity,
    brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11 },
    }),
    gzipSync(identity, { level: quick ? 6 : 9 }),
  );
}

/** The encoding to send a prepared answer in, from the request's Accept-Encoding. */
export function preparedEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name) (params.some((param) => /^q=0(\.0*)?$/.test(param)) ? refused : accepted).add(name);
  }
  const takes = (name: string) => accepted.has(name) || (accepted.has('*') && !refused.has(name));
  if (takes('br')) return 'br';
  return takes('gzip') ? 'gzip' : null;
}

/**
 * Whether If-None-Match names `etag` (or is `*`). The comparison is the weak one RFC 9110 asks
 * for here: a proxy that compresses on its way may have marked our tag weak.
 */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends the prepared bytes in the encoding the caller takes, or 304 with no body when the
 * caller already holds them. `cacheControl` is the caller's to choose (public or private).
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  cacheControl: string,
): FastifyReply {
  const encoding = preparedEncoding(request.headers['accept-encoding']);
  const etag = answer.etags[encoding ?? 'identity'];
  reply
    .header('vary', 'accept-encoding')
    .header('cache-control', cacheControl)
    .header('etag', etag);
  if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
  reply.type(answer.type);
  if (!encoding) return reply.send(answer.identity);
  return reply.header('content-encoding', encoding).send(answer[encoding]);
}
