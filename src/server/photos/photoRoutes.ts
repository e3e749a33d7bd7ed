import fastifyMultipart from '@fastify/multipart';
import { photosApi } from '../../contract/api/owner';
import type { Router } from '../http/endpoints';
import { setFieldPlace } from './fieldPhotoChanges';
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

/** Uploads that may wait while one is decoded; one more is told to come back (decision 104). */
export const UPLOADS_WAITING = 2;

/**
 * The Photos section's API (super admins). Every change answers the photos and places as
 * they now are. Uploads are multipart, read only in this scope, and take turns in this
 * instance's line of uploads, made here once.
 */
export async function registerPhotoRoutes(
  router: Router,
  parts: Omit<PhotoDeps, 'uploads'>,
): Promise<void> {
  const deps: PhotoDeps = {
    db: parts.db,
    clock: parts.clock,
    log: parts.log,
    uploads: new UploadLine(1 + UPLOADS_WAITING),
  };
  await router.scope(async (photos, app) => {
    await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });

    photos.serve(photosApi.photos, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await readAdminPhotos(deps.db)),
    );
    // The body is a multipart form, read by readUpload: no JSON schema can describe it.
    photos.serve(photosApi.upload, async (request, reply) => {
      // Before the form is read: an upload with no place is refused before its bytes come.
      const place = placeInLine(deps);
      try {
        const upload = await readUpload(request);
        const added = await addPhoto(deps, request.user, upload.alt, upload.file, place);
        return reply.status(201).send(added);
      } finally {
        place.leave();
      }
    });
    photos.serve(photosApi.changeAlt, async (request) =>
      changeAlt(deps, request.user, request.params.id, request.body.alt),
    );
    photos.serve(photosApi.remove, async (request) =>
      removePhoto(deps, request.user, request.params.id),
    );
    photos.serve(photosApi.setPlace, async (request) =>
      setPlace(deps, request.user, request.params.place, request.body.photos),
    );
    photos.serve(photosApi.setFieldPlace, async (request) =>
      setFieldPlace(deps, request.user, request.params.id, request.body.photos),
    );
  });
}
