import { z } from 'zod';
import { contactNameProblem, MOBILE_ASKS, mobileProblem, tidied } from '../domain/contact';
import { singleLineText } from './fields';

// The customer's name and mobile (docs/decisions/118): asked at their first booking, kept on
// their account, seen and changed on the account page.

export const mobileAskSchema = z.enum(MOBILE_ASKS);

/** A name of 1 to 100 characters, kept trimmed and singly spaced. */
export const contactNameSchema = singleLineText(1_000)
  .superRefine((text, context) => {
    const problem = contactNameProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(tidied);

/**
 * A mobile as typed, or nothing ('' as an empty box sends it): kept trimmed and singly spaced.
 * A number that can't be one is refused with its own code, so its words head the answer.
 */
export const mobileOrNoneSchema = singleLineText(1_000)
  .superRefine((text, context) => {
    const problem = tidied(text) === '' ? null : mobileProblem(text);
    if (problem) {
      context.addIssue({
        code: 'custom',
        message: problem,
        params: { code: 'account/invalid-mobile' },
      });
    }
  })
  .transform((text) => tidied(text) || null)
  .nullable();

/**
 * The name and mobile sent with a booking: saved on the account with the hold. A mobile left
 * out (or empty) keeps the one the account has.
 */
export const bookingContactSchema = z.object({
  name: contactNameSchema,
  mobile: mobileOrNoneSchema.optional(),
});
export type BookingContactInput = z.input<typeof bookingContactSchema>;

/** What the account keeps, and whether the park asks for a mobile. */
export const accountContactSchema = z.object({
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  mobileAsk: mobileAskSchema,
});
export type AccountContact = z.infer<typeof accountContactSchema>;

/** The account page's save: a name, and a mobile or none (null or '', which takes it off). */
export const saveContactSchema = z.object({
  name: contactNameSchema,
  mobile: mobileOrNoneSchema,
});
export type SaveContact = z.input<typeof saveContactSchema>;
