import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTO_MEGAPIXELS } from '../../contract/photos';
import { AppError } from '../http/errors';
import { decodeHeif } from './heicDecode';
import { sniffImage } from './sniffImage';

export type RenditionFormat = 'avif' | 'webp' | 'jpeg';
export const RENDITION_FORMATS: readonly RenditionFormat[] = ['avif', 'webp', 'jpeg'];

/** The widths pages choose from: a phone, a laptop's gallery column, a large screen's hero. */
export const RENDITION_WIDTHS = [480, 960, 1600] as const;

export interface Rendition {
  format: RenditionFormat;
  width: number;
  height: number;
  /** SHA-256 of the bytes, hex: the file's address, so a new picture is a new address. */
  hash: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** The picture's size once turned upright. */
  width: number;
  height: number;
  renditions: Rendition[];
}

const MAX_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

interface Upright {
  image: Sharp;
  width: number;
  height: number;
}

/** The widths to render: never wider than the photo itself, at least one. */
export function renditionWidths(width: number): number[] {
  const widths = RENDITION_WIDTHS.filter((target) => target <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * Encoders' settings: a fair size for what a page needs. AVIF's effort 2 encodes several
 * times faster than its default 4, for about a sixth more bytes.
 */
function encode(image: Sharp, format: RenditionFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 80, effort: 4 });
  // JPEG has no transparency: a transparent PNG is set on white, not black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
}

/**
 * The upload as sharp reads it, upright: JPEG, PNG and WebP by libvips itself (turned as
 * their EXIF says), HEIC/HEIF through libheif, which turns it while decoding.
 */
async function openUpright(bytes: Buffer): Promise<Upright> {
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('photo/unsupported');
  if (kind === 'heif') {
    const outcome = await decodeHeif(bytes, MAX_PIXELS);
    if (outcome === 'too-many-pixels') throw new AppError('photo/too-many-pixels');
    if (outcome === 'unreadable') throw new AppError('photo/unreadable');
    const { width, height, data } = outcome;
    return { image: sharp(data, { raw: { width, height, channels: 4 } }), width, height };
  }
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch(() => {
    throw new AppError('photo/unreadable');
  });
  if (metadata.width * metadata.height > MAX_PIXELS) throw new AppError('photo/too-many-pixels');
  return { image: image.autoOrient(), ...metadata.autoOrient };
}

async function render(image: Sharp, format: RenditionFormat, width: number): Promise<Rendition> {
  // Without withMetadata() sharp writes none: no EXIF (GPS, camera), XMP, IPTC or ICC
  // profile, the pixels converted to sRGB.
  const resized = image.clone().resize({ width, withoutEnlargement: true });
  const { data, info } = await encode(resized, format).toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex');
  return { format, width: info.width, height: info.height, hash, bytes: data };
}

/**
 * Turns an upload into the photo's renditions: AVIF, WebP and JPEG at each width, upright,
 * without any of the file's metadata. sharp does the work on libuv's threads, so the event
 * loop keeps answering other requests meanwhile. Anything that is not a photo of ours is
 * refused with a clear reason.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError('photo/too-large');
  const { image, width, height } = await openUpright(bytes);
  try {
    const jobs = renditionWidths(width).flatMap((target) =>
      RENDITION_FORMATS.map((format) => render(image, format, target)),
    );
    return { width, height, renditions: await Promise.all(jobs) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('photo/unreadable');
  }
}
