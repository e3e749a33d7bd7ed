import fastifyMultipart from '@fastify/multipart';
import {
  adminPhotosSchema,
  photoAltSchema,
  photoIdParamsSchema,
  placeParamsSchema,
  placePhotosSchema,
} from '../../contract/photos';
import type { Api } from '../http/scopes';
import { addPhoto, changeAlt, type PhotoDeps, removePhoto, setPlace } from './photoChanges';
import { readAdminPhotos } from './photosSql';
import { readUpload, UPLOAD_LIMITS } from './readUpload';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart form of files from our own pages (auth/originCheck.ts). */
    acceptsFiles?: boolean;
  }
}

const answers = { response: { 200: adminPhotosSchema } };

/**
 * The Photos section's API (super-admin scope). Every change answers the photos and places as
 * they now are. Uploads are multipart, read only in this scope.
 */
export function registerPhotoRoutes(owners: Api, deps: PhotoDeps): void {
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
        const upload = await readUpload(request);
        return reply.status(201).send(await addPhoto(deps, request.user, upload.alt, upload.file));
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
