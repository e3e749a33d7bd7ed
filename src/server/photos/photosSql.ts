import type { AdminPhotos, PhotoPlace, PlacedPhoto } from '../../contract/photos';
import type { Sql } from '../db/database';
import { renditionUrl } from './photoUrls';
import type { ProcessedPhoto, RenditionFormat } from './processPhoto';

export interface PhotoRecord {
  id: number;
  alt: string;
}

export interface NewPhoto {
  alt: string;
  addedAt: Date;
  addedBy: string;
}

/** Stores a processed photo and all its renditions; answers its id. */
export async function insertPhoto(
  tx: Sql,
  photo: NewPhoto,
  processed: ProcessedPhoto,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into photos (alt, width, height, added_at, added_by)
     values ($1, $2, $3, $4, $5) returning id`,
    [photo.alt, processed.width, processed.height, photo.addedAt, photo.addedBy],
  );
  if (!row) throw new Error('insert into photos returned no row');
  for (const rendition of processed.renditions) {
    await tx.query(
      `insert into photo_renditions (photo_id, format, width, height, content_hash, bytes)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        row.id,
        rendition.format,
        rendition.width,
        rendition.height,
        rendition.hash,
        rendition.bytes,
      ],
    );
  }
  return row.id;
}

/** The photo, locked against a concurrent change until the transaction ends. */
export async function findPhotoForUpdate(tx: Sql, id: number): Promise<PhotoRecord | null> {
  const [row] = await tx.query<PhotoRecord>('select id, alt from photos where id = $1 for update', [
    id,
  ]);
  return row ?? null;
}

export async function updateAlt(tx: Sql, id: number, alt: string): Promise<void> {
  await tx.query('update photos set alt = $2 where id = $1', [id, alt]);
}

/** Deletes the photo; its renditions and placements go with it. */
export async function deletePhoto(tx: Sql, id: number): Promise<void> {
  await tx.query('delete from photos where id = $1', [id]);
}

/** The places a photo stands in, each with its position (0 first). */
export async function placesOf(
  sql: Sql,
  photoId: number,
): Promise<{ place: PhotoPlace; position: number }[]> {
  return sql.query('select place, position from photo_placements where photo_id = $1', [photoId]);
}

export async function readPlace(sql: Sql, place: PhotoPlace): Promise<PlacedPhoto[]> {
  return sql.query<PlacedPhoto>(
    `select photo_id as "photoId", caption from photo_placements where place = $1
      order by position`,
    [place],
  );
}

/** Replaces what stands in a place, in the order given. */
export async function writePlace(
  tx: Sql,
  place: PhotoPlace,
  photos: readonly PlacedPhoto[],
): Promise<void> {
  await tx.query('delete from photo_placements where place = $1', [place]);
  for (const [position, photo] of photos.entries()) {
    await tx.query(
      `insert into photo_placements (place, position, photo_id, caption)
       values ($1, $2, $3, $4)`,
      [place, position, photo.photoId, photo.caption],
    );
  }
}

/** Of these ids, the ones that are photos (locked, so none is deleted under the change). */
export async function existingPhotoIds(tx: Sql, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.query<{ id: number }>(
    'select id from photos where id = any($1::bigint[]) for share',
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

interface AdminPhotoRow {
  id: number;
  alt: string;
  width: number;
  height: number;
  added_at: Date;
  added_by: string;
  thumbnail: string;
}

/** Every photo, newest first, with its smallest JPEG, and what stands in each place. */
export async function readAdminPhotos(sql: Sql): Promise<AdminPhotos> {
  const photos = await sql.query<AdminPhotoRow>(`
    select p.id, p.alt, p.width, p.height, p.added_at, p.added_by,
           (select r.content_hash from photo_renditions r
             where r.photo_id = p.id and r.format = 'jpeg' order by r.width limit 1) as thumbnail
      from photos p
     order by p.id desc`);
  const placements = await sql.query<PlacedPhoto & { place: PhotoPlace }>(
    `select place, photo_id as "photoId", caption from photo_placements order by place, position`,
  );
  const places: AdminPhotos['places'] = {
    'home-hero': [],
    'home-gallery': [],
    'about-field': [],
    'about-facilities': [],
  };
  for (const { place, photoId, caption } of placements) places[place].push({ photoId, caption });
  return {
    photos: photos.map((row) => ({
      id: row.id,
      alt: row.alt,
      width: row.width,
      height: row.height,
      addedAt: row.added_at.toISOString(),
      addedBy: row.added_by,
      thumbnail: renditionUrl(row.thumbnail, 'jpeg'),
    })),
    places,
  };
}

/** A rendition's bytes by the hash its address names, or null when there is none. */
export async function readRendition(
  sql: Sql,
  hash: string,
  format: RenditionFormat,
): Promise<Buffer | null> {
  const [row] = await sql.query<{ bytes: Uint8Array }>(
    'select bytes from photo_renditions where content_hash = $1 and format = $2 limit 1',
    [hash, format],
  );
  if (!row) return null;
  return Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
}
