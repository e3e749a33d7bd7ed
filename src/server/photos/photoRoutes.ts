import fastifyMultipart from '@fastify/multipart';
import {
  adminPhotosSchema,
  photoAltSchema,
  photoIdParamsSchema,
  placeParamsSchema,
  placePhotosSchema,
} from '../../contract/photos';
import type { Api } from '../http/scopes';
import {
  addPhoto,
  changeAlt,
  type PhotoDeps,
  placeInLine,
  removePhoto,
  setPlace,
} from './photoChanges';
import { readAdminPhotos } from './photosSql';
import { readUpload, UPLOAD_LIMITS } from './readUpload';
import { UploadLine } from './uploadLine';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart form of files from our own pages (auth/originCheck.ts). */
    acceptsFiles?: boolean;
  }
}

const answers = { response: { 200: adminPhotosSchema } };

/** Uploads that may wait while one is decoded; one more is told to come back (decision 104). */
export const UPLOADS_WAITING = 2;

/**
 * The Photos section's API (super-admin scope). Every change answers the photos and places as
 * they now are. Uploads are multipart, read only in this scope, and take turns in this
 * instance's line of uploads, made here once.
 */
export function registerPhotoRoutes(owners: Api, parts: Omit<PhotoDeps, 'uploads'>): void {
  const deps: PhotoDeps = {
    db: parts.db,
    clock: parts.clock,
    log: parts.log,
    uploads: new UploadLine(1 + UPLOADS_WAITING),
  };
  owners.register(async (photos: Api) => {
    await photos.register(fastifyMultipart, { limits: UPLOAD_LIMITS });

    photos.get('/api/admin/photos', { schema: answers }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await readAdminPhotos(deps.db)),
    );
    photos.post(
      '/api/admin/photos',
      // The body is a multipart form, read by readUpload: no JSON schema can describe it.
      { config: { acceptsFiles: true }, schema: { response: { 201: adminPhotosSchema } } },
      async (request, reply) => {
        // Before the form is read: an upload with no place is refused before its bytes come.
        const place = placeInLine(deps);
        try {
          const upload = await readUpload(request);
          const added = await addPhoto(deps, request.user, upload.alt, upload.file, place);
          return reply.status(201).send(added);
        } finally {
          place.leave();
        }
      },
    );
    photos.post(
      '/api/admin/photos/:id/alt',
      { schema: { params: photoIdParamsSchema, body: photoAltSchema, ...answers } },
      async (request) => changeAlt(deps, request.user, request.params.id, request.body.alt),
    );
    photos.post(
      '/api/admin/photos/:id/remove',
      { schema: { params: photoIdParamsSchema, ...answers } },
      async (request) => removePhoto(deps, request.user, request.params.id),
    );
    photos.post(
      '/api/admin/photo-places/:place',
      { schema: { params: placeParamsSchema, body: placePhotosSchema, ...answers } },
      async (request) => setPlace(deps, request.user, request.params.place, request.body.photos),
    );
  });
}
