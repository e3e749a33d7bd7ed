import type { FastifyInstance } from 'fastify';
import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import { readRendition } from './photosSql';
import { CONTENT_TYPES, parseRenditionName } from './photoUrls';

const FOR_EVER = 'public, max-age=31536000, immutable';

/**
 * GET /photos/<hash>.<avif|webp|jpg>: a rendition from the database. Its address is the hash
 * of its bytes, so any cache may keep it for a year; the hash is its ETag too.
 */
export function registerPhotoFiles(app: FastifyInstance, db: Sql): void {
  app.get<{ Params: { name: string } }>('/photos/:name', async (request, reply) => {
    const wanted = parseRenditionName(request.params.name);
    const bytes = wanted && (await readRendition(db, wanted.hash, wanted.format));
    if (!wanted || !bytes) throw new AppError('not-found', 'There is no such photo.');
    const etag = `"${wanted.hash}"`;
    reply.header('cache-control', FOR_EVER).header('etag', etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
      return reply.status(304).send();
    }
    return reply.type(CONTENT_TYPES[wanted.format]).send(bytes);
  });
}
