import { z } from 'zod';
import { hasInvisibleCharacters } from '../domain/accounts';
import { parseYearMonth, type YearMonth } from '../domain/calendar';
import { isLocalDate } from '../domain/dates';

/**
 * The rules every text field of the API shares, so that no route lets through what the
 * database or an e-mail can't hold (a NUL, half a surrogate pair) and each refusal is a 400
 * naming its field.
 */

/** Half of a UTF-16 surrogate pair: JSON can carry one, but it is no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_NOT_LAYOUT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const ORDINARY_TEXT = 'Use ordinary characters only (no control characters).';

/** Whether text is one line of characters a person could have typed. */
export function isOneLine(text: string): boolean {
  return !CONTROL_OR_BREAK.test(text) && !LONE_SURROGATE.test(text);
}
export const ONE_LINE_MESSAGE = 'Keep this to one line of ordinary characters.';

/** Text of one line: a name, a reason, a time typed in a box. */
export function singleLineText(max: number) {
  return z
    .string()
    .max(max, `Keep this under ${max} characters.`)
    .refine(isOneLine, ONE_LINE_MESSAGE);
}

/** Text that may run over several lines (a message): tabs and line breaks are fine. */
export function multiLineText(max: number) {
  return z
    .string()
    .max(max, `Keep this under ${max} characters.`)
    .refine((text) => !CONTROL_NOT_LAYOUT.test(text) && !LONE_SURROGATE.test(text), ORDINARY_TEXT);
}

/** Something typed to be matched exactly (a code): nothing invisible may hide in it. */
export function codeText(max: number) {
  return z
    .string()
    .max(max, `Keep this under ${max} characters.`)
    .refine(
      (text) => !hasInvisibleCharacters(text) && !LONE_SURROGATE.test(text),
      'A code has no spaces, control or invisible characters.',
    );
}

export const INVISIBLE_IN_EMAIL =
  'That e-mail address contains an invisible or control character. Please type it again.';

/**
 * An e-mail address as typed into a form. Its form is the accounts service's to judge (each
 * answer has its own auth/ code), but an address hiding invisible characters is refused here,
 * with the code the sign-in pages know.
 */
export const emailInputSchema = z
  .string()
  .max(1_000)
  .refine((text) => !hasInvisibleCharacters(text) && !LONE_SURROGATE.test(text), {
    message: INVISIBLE_IN_EMAIL,
    params: { code: 'auth/invalid-email' },
  });

/** Years a date or month of this product can sensibly name; anything else is a typing slip. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2199;

const inYears = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** A calendar day that exists ('2025-02-30' does not), written YYYY-MM-DD. */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date, written YYYY-MM-DD.')
  .refine(
    (text) => isLocalDate(text) && inYears(Number(text.slice(0, 4))),
    `That is not a date between ${FIRST_YEAR} and ${LAST_YEAR}.`,
  );

/** A calendar month, written YYYY-MM; read as its year and month. */
export const yearMonthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'Give a month, written YYYY-MM.')
  .transform((text, context): YearMonth => {
    const month = parseYearMonth(text);
    if (month && inYears(month.year)) return month;
    context.addIssue({
      code: 'custom',
      message: `That is not a month between ${FIRST_YEAR} and ${LAST_YEAR}.`,
    });
    return z.NEVER;
  });

export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time, written HH:MM (24-hour).');
