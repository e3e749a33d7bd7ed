import { z } from 'zod';
import { MAX_DOG_NAME_LENGTH, MAX_DOG_NAMES } from '../domain/bookingConsent';
import { accountContactSchema } from './contact';
import { singleLineText } from './fields';
import { myPassSchema } from './passes';

// What the booking page knows of the customer: the site rules they have ticked, their dogs
// (docs/decisions/099).

export const dogNamesSchema = z.object({
  names: z
    .array(singleLineText(MAX_DOG_NAME_LENGTH))
    .max(MAX_DOG_NAMES, `Keep up to ${MAX_DOG_NAMES} dogs here.`),
});
export type DogNames = z.infer<typeof dogNamesSchema>;

export const bookingContextSchema = z.object({
  rules: z.object({
    /** The version in force: sent back with Book Now once ticked. */
    version: z.number().int(),
    standing: z.enum(['accepted', 'first-time', 'changed']),
  }),
  dogNames: z.array(z.string()),
  /** The customer's passes that can take a booking now (decision 101). */
  passes: z.array(myPassSchema),
  /** The name and mobile kept, and whether the park asks for a mobile (decision 118). */
  contact: accountContactSchema,
});
export type BookingContext = z.infer<typeof bookingContextSchema>;
