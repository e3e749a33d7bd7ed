import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, photoAltSchema } from '../../contract/photos';
import { AppError, invalidInput } from '../http/errors';

/** What the upload form sends: the photo (field `file`) and its alt text (field `alt`). */
export interface Upload {
  alt: string;
  file: Buffer;
}

/** The multipart parser's refusals, by its error codes. */
function asAppError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('photo/too-large');
  return error;
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

/** Reads the upload form, refusing a missing or too large photo and missing alt text. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('photo/no-file');
  const { alt, file } = await readParts(request).catch((error: unknown) => {
    throw asAppError(error);
  });
  const checked = photoAltSchema.safeParse({ alt: alt ?? '' });
  if (!checked.success) throw invalidInput(checked.error);
  if (!file || file.length === 0) throw new AppError('photo/no-file');
  return { alt: checked.data.alt, file };
}
