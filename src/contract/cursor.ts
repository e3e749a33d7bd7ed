import { z } from 'zod';
import { isLocalDate } from '../domain/dates';

/**
 * A keyset page's place in its list: the sort key of the last row shown, which the server gives
 * with a page and takes back to give the next. Clients pass it on untouched; it is base64url
 * JSON so that nobody is tempted to build one.
 */
export const BAD_CURSOR_MESSAGE =
  'This is not a place in this list that the server gave. Start again from the first page.';

const toBase64Url = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

const fromBase64Url = (text: string) => atob(text.replaceAll('-', '+').replaceAll('_', '/'));

/** The key is ASCII by construction (numbers, dates, ids), which btoa needs. */
export function encodeCursor(key: readonly unknown[]): string {
  return toBase64Url(JSON.stringify(key));
}

/** Reads a cursor back into its key; anything else is one clear refusal of the field. */
export function cursorSchema<Key extends z.ZodType>(key: Key) {
  return z
    .string()
    .max(400)
    .transform((text, context): z.infer<Key> => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(fromBase64Url(text));
      } catch {
        parsed = undefined;
      }
      const checked = key.safeParse(parsed);
      if (checked.success) return checked.data;
      context.addIssue({ code: 'custom', message: BAD_CURSOR_MESSAGE });
      return z.NEVER;
    });
}

const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** An instant as PostgreSQL keeps it, to the microsecond (a JS Date would drop some). */
export const exactInstantSchema = z
  .string()
  .refine((text) => isLocalDate(INSTANT.exec(text)?.[1] ?? ''));

/** A real calendar day: the database would fail on 30 February, not refuse it. */
export const cursorDateSchema = z.string().refine(isLocalDate);

/** Any id PostgreSQL calls a uuid (the benchmark's are not of any RFC version). */
export const cursorIdSchema = z.guid();
