// A field's own gallery (decision 113): the photos standing in it, in order, with captions.
import type { PlacedPhoto } from '../../contract/photos';
import type { Sql } from '../db/database';

/** The field's name, held against a change until the transaction ends; null when none. */
export async function fieldNameForShare(tx: Sql, fieldId: number): Promise<string | null> {
  const [row] = await tx.query<{ name: string }>(
    'select name from fields where id = $1 for share',
    [fieldId],
  );
  return row?.name ?? null;
}

export async function readFieldPlace(sql: Sql, fieldId: number): Promise<PlacedPhoto[]> {
  return sql.query<PlacedPhoto>(
    `select photo_id as "photoId", caption from field_photos where field_id = $1
      order by position`,
    [fieldId],
  );
}

/** Replaces what stands in a field's gallery, in the order given. */
export async function writeFieldPlace(
  tx: Sql,
  fieldId: number,
  photos: readonly PlacedPhoto[],
): Promise<void> {
  await tx.query('delete from field_photos where field_id = $1', [fieldId]);
  if (photos.length === 0) return;
  await tx.query(
    `insert into field_photos (field_id, position, photo_id, caption)
     select $1, position - 1, photo_id, caption
       from unnest($2::bigint[], $3::text[]) with ordinality as p (photo_id, caption, position)`,
    [fieldId, photos.map((photo) => photo.photoId), photos.map((photo) => photo.caption)],
  );
}

/** The fields' galleries a photo stands in: each field's name and the photo's position (0 first). */
export async function fieldPlacesOf(
  sql: Sql,
  photoId: number,
): Promise<{ name: string; position: number }[]> {
  return sql.query(
    `select f.name, fp.position from field_photos fp join fields f on f.id = fp.field_id
      where fp.photo_id = $1 order by f.position, f.id`,
    [photoId],
  );
}
