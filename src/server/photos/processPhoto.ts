import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTO_MEGAPIXELS } from '../../contract/photos';
import { AppError } from '../http/errors';
import { decodeHeif } from './heicDecode';
import { type ImageKind, sniffImage } from './sniffImage';

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

type SharpLibrary = typeof import('sharp').default;
let library: Promise<SharpLibrary> | null = null;

/**
 * libvips is loaded with the first photo, not at start: a server that never sees one never
 * holds it. Its cache of decoded pictures is off: each upload is decoded once, so the 50 MB
 * it may keep by default would help no one (docs/decisions/131).
 */
function sharp(): Promise<SharpLibrary> {
  library ??= import('sharp').then(({ default: loaded }) => {
    loaded.cache(false);
    return loaded;
  });
  return library;
}

/** An upload as its header describes it, before a single pixel is decoded. */
export interface Measured {
  kind: ImageKind;
  /** Its size once turned upright, as the header says (HEIC's is known once decoded). */
  width: number;
  height: number;
}

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
 * What an upload is and its size, from its header alone (sharp's metadata() decodes no pixel,
 * HEIC's header included): a picture of too many pixels is refused here, before any decode
 * and before it waits for a turn to be decoded. No pixel limit on this read, or a huge picture
 * would read as unreadable rather than too big.
 */
export async function measurePhoto(bytes: Buffer): Promise<Measured> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError('photo/too-large');
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('photo/unsupported');
  const metadata = await (await sharp())(bytes, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!metadata) {
    // heic-decode's libheif may read what sharp's can't; it checks the size before decoding too.
    if (kind === 'heif') return { kind, width: 0, height: 0 };
    throw new AppError('photo/unreadable');
  }
  if (metadata.width * metadata.height > MAX_PIXELS) throw new AppError('photo/too-many-pixels');
  return { kind, ...metadata.autoOrient };
}

/**
 * The upload decoded, upright: JPEG, PNG and WebP by libvips itself (turned as their EXIF
 * says), HEIC/HEIF through libheif, which turns it while decoding. The pixel limit stands
 * again here, should a file's pixels not be what its header said.
 */
async function openUpright(bytes: Buffer, measured: Measured): Promise<Upright> {
  if (measured.kind === 'heif') {
    const outcome = await decodeHeif(bytes, MAX_PIXELS);
    if (outcome === 'too-many-pixels') throw new AppError('photo/too-many-pixels');
    if (outcome === 'unreadable') throw new AppError('photo/unreadable');
    const { width, height, data } = outcome;
    return { image: (await sharp())(data, { raw: { width, height, channels: 4 } }), width, height };
  }
  const image = (await sharp())(bytes, {
    limitInputPixels: MAX_PIXELS,
    failOn: 'error',
  }).autoOrient();
  return { image, width: measured.width, height: measured.height };
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
 * Turns a measured upload into the photo's renditions: AVIF, WebP and JPEG at each width,
 * upright, without any of the file's metadata. This is the costly part (the whole picture in
 * memory, seconds of CPU): callers take turns (uploadLine.ts). sharp does the work on libuv's
 * threads, so the event loop keeps answering other requests meanwhile. Anything that is not a
 * photo of ours is refused with a clear reason.
 */
export async function processPhoto(bytes: Buffer, measured: Measured): Promise<ProcessedPhoto> {
  try {
    const { image, width, height } = await openUpright(bytes, measured);
    const jobs = renditionWidths(width).flatMap((target) =>
      RENDITION_FORMATS.map((format) => render(image, format, target)),
    );
    return { width, height, renditions: await Promise.all(jobs) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('photo/unreadable');
  }
}
