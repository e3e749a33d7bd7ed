import {
  FIELD_PLACE_LIMIT,
  type FieldPhotos,
  fieldPlaceName,
  type PlacedPhoto,
} from '../../contract/photos';
import { type Actor, audit } from '../audit/auditSql';
import { AppError } from '../http/errors';
import { fieldNameForShare, readFieldPlace, writeFieldPlace } from './fieldPhotosSql';
import { checkPhotosExist, describePlace, type PhotoDeps } from './photoChanges';
import { readShownFieldPhotos } from './shownPhotosSql';

/**
 * Sets which photos stand in a field's own gallery (decision 113), in order, each with its
 * caption; answers the gallery as pages now show it. Noted in Activity as the park's places are.
 */
export async function setFieldPlace(
  deps: Pick<PhotoDeps, 'db' | 'clock'>,
  actor: Actor,
  fieldId: number,
  wanted: readonly PlacedPhoto[],
): Promise<FieldPhotos> {
  if (wanted.length > FIELD_PLACE_LIMIT) {
    const message = `A field's gallery shows at most ${FIELD_PLACE_LIMIT} photos.`;
    throw new AppError('photo/place-full', message, { photos: message });
  }
  const photos = wanted.map((photo) => ({ photoId: photo.photoId, caption: photo.caption.trim() }));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Two saves of one gallery at once would both clear and refill: one waits for the other.
    await tx.query('lock table field_photos in share row exclusive mode');
    const name = await fieldNameForShare(tx, fieldId);
    if (name === null) throw new AppError('admin/no-such-field');
    await checkPhotosExist(tx, photos);
    const before = await readFieldPlace(tx, fieldId);
    if (JSON.stringify(before) === JSON.stringify(photos)) return;
    await writeFieldPlace(tx, fieldId, photos);
    const sameOrder =
      before.map((photo) => photo.photoId).join() === photos.map((photo) => photo.photoId).join();
    const action = sameOrder ? 'photos: captions changed' : 'photos: moved';
    const details = `${fieldPlaceName(name)}: ${describePlace(before)} → ${describePlace(photos)}`;
    await audit(tx, actor, action, details, now);
  });
  return { fieldId, photos: (await readShownFieldPhotos(deps.db)).get(fieldId) ?? [] };
}
