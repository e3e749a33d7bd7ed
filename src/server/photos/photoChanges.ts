import { ERRORS } from '../../contract/errors';
import {
  type AdminPhotos,
  fieldPlaceName,
  PHOTO_PLACES,
  type PhotoPlace,
  PLACE_LIMITS,
  PLACE_NAMES,
  type PlacedPhoto,
  placeHasCaptions,
} from '../../contract/photos';
import { type Actor, audit } from '../audit/auditSql';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { AppError, TooManyRequests } from '../http/errors';
import { fieldPlacesOf } from './fieldPhotosSql';
import {
  deletePhoto,
  existingPhotoIds,
  findPhotoForUpdate,
  insertPhoto,
  placesOf,
  readAdminPhotos,
  readPlace,
  updateAlt,
  writePlace,
} from './photosSql';
import { type Measured, measurePhoto, type ProcessedPhoto, processPhoto } from './processPhoto';
import type { Place, UploadLine } from './uploadLine';

/** The photo capability's context, and this instance's line of uploads (decision 104). */
export type PhotoDeps = Pick<AppContext, 'db' | 'clock' | 'log'> & {
  /** One decoded at a time, two more at most waiting. */
  uploads: UploadLine;
};

/** What a refused upload is told to wait: a 12 MP photo takes about 2 s, two wait before it. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** A place in line for one upload, taken before its bytes are read; 429 when there is none. */
export function placeInLine(deps: PhotoDeps): Place {
  const place = deps.uploads.join();
  if (place) return place;
  throw new TooManyRequests('photo/busy', ERRORS['photo/busy'].message, BUSY_RETRY_AFTER_SECONDS);
}

const quoted = (text: string) => `"${text}"`;

/** '4000×3000, 9 renditions (1.0 MB)': what the upload became. */
function describe(photo: ProcessedPhoto): string {
  const stored = photo.renditions.reduce((total, rendition) => total + rendition.bytes.length, 0);
  const megabytes = (stored / 1_000_000).toFixed(1);
  return `${photo.width}×${photo.height}, ${photo.renditions.length} renditions (${megabytes} MB)`;
}

/** Decodes and renders, one line in the log as it begins and one as it ends. */
async function decode(
  deps: PhotoDeps,
  upload: Buffer,
  measured: Measured,
): Promise<ProcessedPhoto> {
  const { kind, width, height } = measured;
  deps.log.info({ kind, width, height, bytes: upload.length }, 'photo decoding');
  const started = performance.now();
  let ok = false;
  try {
    const processed = await processPhoto(upload, measured);
    ok = true;
    return processed;
  } finally {
    const ms = Math.round(performance.now() - started);
    deps.log.info({ ok, ms, waiting: deps.uploads.waitingTurn }, 'photo decoded');
  }
}

/**
 * Stores an upload as a photo, holding `place` in the line of uploads. Its size is read from
 * its header first, so a picture of too many pixels is refused without waiting or decoding;
 * then it waits its turn to be decoded. The work on the picture happens before the
 * transaction, so the database is held only for the writes.
 */
export async function addPhoto(
  deps: PhotoDeps,
  actor: Actor,
  alt: string,
  upload: Buffer,
  place: Place,
): Promise<AdminPhotos> {
  const measured = await measurePhoto(upload);
  const processed = await place.turn(() => decode(deps, upload, measured));
  const now = deps.clock.now();
  const text = alt.trim();
  await deps.db.transaction(async (tx) => {
    const id = await insertPhoto(tx, { alt: text, addedAt: now, addedBy: actor.email }, processed);
    await audit(tx, actor, 'photos: added', `#${id} ${quoted(text)}, ${describe(processed)}`, now);
  });
  return readAdminPhotos(deps.db);
}

export async function changeAlt(
  deps: PhotoDeps,
  actor: Actor,
  id: number,
  alt: string,
): Promise<AdminPhotos> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const photo = await findPhotoForUpdate(tx, id);
    if (!photo) throw new AppError('photo/not-found');
    const next = alt.trim();
    if (next === photo.alt) return;
    await updateAlt(tx, id, next);
    const details = `#${id}: ${quoted(photo.alt)} → ${quoted(next)}`;
    await audit(tx, actor, 'photos: alt text changed', details, now);
  });
  return readAdminPhotos(deps.db);
}

const ordinal = (position: number) => `${position + 1}${['st', 'nd', 'rd'][position] ?? 'th'}`;

export async function removePhoto(deps: PhotoDeps, actor: Actor, id: number): Promise<AdminPhotos> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const photo = await findPhotoForUpdate(tx, id);
    if (!photo) throw new AppError('photo/not-found');
    const places = (await placesOf(tx, id)).sort(
      (a, b) => PHOTO_PLACES.indexOf(a.place) - PHOTO_PLACES.indexOf(b.place),
    );
    const fields = await fieldPlacesOf(tx, id);
    await deletePhoto(tx, id);
    const where = [
      ...places.map((p) => `${PLACE_NAMES[p.place]} (${ordinal(p.position)})`),
      ...fields.map((p) => `${fieldPlaceName(p.name)} (${ordinal(p.position)})`),
    ];
    const details = `#${id} ${quoted(photo.alt)}; it stood in: ${where.join(', ') || 'no place'}`;
    await audit(tx, actor, 'photos: removed', details, now);
  });
  return readAdminPhotos(deps.db);
}

/** A place's photos in Activity's words: '#3 "By the gate", #5' or '(none)'. */
export function describePlace(photos: readonly PlacedPhoto[]): string {
  if (photos.length === 0) return '(none)';
  return photos
    .map((photo) =>
      photo.caption ? `#${photo.photoId} ${quoted(photo.caption)}` : `#${photo.photoId}`,
    )
    .join(', ');
}

/** Refuses, naming each, the photos that are not there (deleted in another tab, say). */
export async function checkPhotosExist(tx: Sql, photos: readonly PlacedPhoto[]): Promise<void> {
  const existing = await existingPhotoIds(
    tx,
    photos.map((photo) => photo.photoId),
  );
  const fields: Record<string, string> = {};
  for (const [index, photo] of photos.entries()) {
    if (!existing.has(photo.photoId)) fields[`photos.${index}.photoId`] = 'There is no such photo.';
  }
  if (Object.keys(fields).length > 0) throw new AppError('request/invalid', undefined, fields);
}

/** Sets which photos stand in a place, in order, each with its caption (galleries only). */
export async function setPlace(
  deps: PhotoDeps,
  actor: Actor,
  place: PhotoPlace,
  wanted: readonly PlacedPhoto[],
): Promise<AdminPhotos> {
  const limit = PLACE_LIMITS[place];
  if (wanted.length > limit) {
    const message = `${PLACE_NAMES[place]} shows at most ${limit} photo${limit === 1 ? '' : 's'}.`;
    throw new AppError('photo/place-full', message, { photos: message });
  }
  const photos = wanted.map((photo) => ({
    photoId: photo.photoId,
    caption: placeHasCaptions(place) ? photo.caption.trim() : '',
  }));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Two saves of places at once would both clear and refill: one waits for the other.
    await tx.query('lock table photo_placements in share row exclusive mode');
    await checkPhotosExist(tx, photos);
    const before = await readPlace(tx, place);
    if (JSON.stringify(before) === JSON.stringify(photos)) return;
    await writePlace(tx, place, photos);
    const sameOrder =
      before.map((photo) => photo.photoId).join() === photos.map((photo) => photo.photoId).join();
    const action = sameOrder ? 'photos: captions changed' : 'photos: moved';
    await audit(
      tx,
      actor,
      action,
      `${PLACE_NAMES[place]}: ${describePlace(before)} → ${describePlace(photos)}`,
      now,
    );
  });
  return readAdminPhotos(deps.db);
}
