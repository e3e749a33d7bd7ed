import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, photoAltSchema } from '../../contract/photos';
import { AppError, invalidInput } from '../http/errors';

/** What the upload form sends: the photo (field `file`) and its alt text (field `alt`). */
export interface Upload {
  alt: string;
  file: Buffer;
}

/** @fastify/multipart's codes for a form with more parts, fields or files than UPLOAD_LIMITS. */
const OVER_THE_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

/**
 * Whatever goes wrong while the form is read is the form's doing: the parser reads nothing
 * but the request's bytes. Too large, too many parts, or else a form we can't read: cut short,
 * garbage, no boundary or one that never comes (busboy's plain Errors, "Unexpected end of
 * form", "Multipart: Boundary not found"…, and the plugin's FST_ codes). None is a 500.
 */
function asAppError(error: unknown): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('photo/too-large');
  if (typeof code === 'string' && OVER_THE_LIMITS.has(code)) {
    return new AppError('photo/too-many-parts');
  }
  return new AppError('photo/bad-form');
}

/** Limits of the whole form, besides the photo's: one file, a few short fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 4 * 1024,
  parts: 6,
};

async function readParts(request: FastifyRequest): Promise<{ alt: unknown; file: Buffer | null }> {
  let alt: unknown;
  let file: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Every part must be read to the end for the form to finish; only `file` is kept.
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') file = bytes;
    } else if (part.fieldname === 'alt') {
      alt = part.value;
    }
  }
  return { alt, file };
}

/** How long a form may take to arrive: 20 MB at a poor half a megabit a second, and more. */
export const FORM_ARRIVAL_LIMIT_MS = 10 * 60_000;

/**
 * Reads the upload form, refusing a missing or too large photo and missing alt text. A form
 * still arriving after `arrivalLimitMs` (a phone that lost its signal, whose connection may
 * stay open for hours) has its connection cut, which reads as a form cut short: an upload
 * holds its place in line while it arrives (uploadLine.ts), and must give it back.
 */
export async function readUpload(
  request: FastifyRequest,
  arrivalLimitMs = FORM_ARRIVAL_LIMIT_MS,
): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('photo/no-file');
  const cutOff = setTimeout(() => request.raw.destroy(), arrivalLimitMs);
  const { alt, file } = await readParts(request)
    .catch((error: unknown) => {
      const refusal = asAppError(error);
      request.log.info({ err: error, code: refusal.code }, 'photo upload: the form was refused');
      throw refusal;
    })
    .finally(() => clearTimeout(cutOff));
  const checked = photoAltSchema.safeParse({ alt: alt ?? '' });
  if (!checked.success) throw invalidInput(checked.error);
  if (!file || file.length === 0) throw new AppError('photo/no-file');
  return { alt: checked.data.alt, file };
}
