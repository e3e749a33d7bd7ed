import { noPhotos, type ParkPhotos, type PhotoPlace, type ShownPhoto } from '../../contract/photos';
import type { Sql } from '../db/database';
import { renditionUrl } from './photoUrls';
import type { RenditionFormat } from './processPhoto';

interface RenditionRef {
  format: RenditionFormat;
  width: number;
  hash: string;
}

interface ShownRow {
  caption: string;
  id: number;
  alt: string;
  width: number;
  height: number;
  renditions: RenditionRef[];
}

/** The width the `<img>` falls back to where `<picture>` sources are not understood. */
const FALLBACK_WIDTH = 960;

function srcset(renditions: readonly RenditionRef[], format: RenditionFormat): string {
  return renditions
    .filter((rendition) => rendition.format === format)
    .map((rendition) => `${renditionUrl(rendition.hash, format)} ${rendition.width}w`)
    .join(', ');
}

/** The widest JPEG up to the fallback width, or the narrowest there is. */
function fallbackJpeg(renditions: readonly RenditionRef[]): string {
  const jpegs = renditions.filter((rendition) => rendition.format === 'jpeg');
  const fitting = jpegs.filter((rendition) => rendition.width <= FALLBACK_WIDTH);
  const chosen = fitting.at(-1) ?? jpegs[0];
  return chosen ? renditionUrl(chosen.hash, 'jpeg') : '';
}

function toShownPhoto(row: ShownRow): ShownPhoto {
  return {
    id: row.id,
    alt: row.alt,
    caption: row.caption,
    width: row.width,
    height: row.height,
    avif: srcset(row.renditions, 'avif'),
    webp: srcset(row.renditions, 'webp'),
    jpeg: srcset(row.renditions, 'jpeg'),
    src: fallbackJpeg(row.renditions),
  };
}

/** What a shown photo's row reads beside its place: the photo and its renditions' addresses. */
const PHOTO_COLUMNS = `
  p.id, p.alt, p.width, p.height,
  (select json_agg(json_build_object('format', r.format, 'width', r.width, 'hash', r.content_hash)
          order by r.width)
     from photo_renditions r
    where r.photo_id = p.id) as renditions`;

/**
 * The photos of each public place, in order, as pages show them: one query for every page
 * and /api/park, reading the renditions' addresses (never their bytes) by primary key.
 */
export async function readShownPhotos(sql: Sql): Promise<ParkPhotos> {
  const rows = await sql.query<ShownRow & { place: PhotoPlace }>(`
    select pl.place, pl.caption, ${PHOTO_COLUMNS}
      from photo_placements pl
      join photos p on p.id = pl.photo_id
     order by pl.place, pl.position`);
  const photos: ParkPhotos = structuredClone(noPhotos);
  for (const row of rows) photos[row.place].push(toShownPhoto(row));
  return photos;
}

/** Each field's own gallery (decision 113), in the owner's order, by field id. */
export async function readShownFieldPhotos(sql: Sql): Promise<Map<number, ShownPhoto[]>> {
  const rows = await sql.query<ShownRow & { field_id: number | string }>(`
    select fp.field_id, fp.caption, ${PHOTO_COLUMNS}
      from field_photos fp
      join photos p on p.id = fp.photo_id
     order by fp.field_id, fp.position`);
  const byField = new Map<number, ShownPhoto[]>();
  for (const row of rows) {
    const fieldId = Number(row.field_id);
    const shown = byField.get(fieldId) ?? [];
    shown.push(toShownPhoto(row));
    byField.set(fieldId, shown);
  }
  return byField;
}
