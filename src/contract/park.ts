import { z } from 'zod';
import { DOG_BANDS } from '../domain/prices';
import { clockTimeSchema, localDateSchema } from './fields';
import { openingHoursSchema } from './hours';
import { parkFieldSchema } from './parkFields';
import { parkPhotosSchema } from './photos';

export { clockTimeSchema, localDateSchema };

export const priceRowSchema = z.object({
  id: z.number().int().min(1).max(6),
  dogs: z.enum(DOG_BANDS),
  minutes: z.union([z.literal(30), z.literal(60)]),
  pence: z.number().int().nonnegative(),
});

export const aboutVideoSchema = z.object({
  title: z.string(),
  /** An https embed address; null until the owner sets one (the page then says so). */
  embedUrl: z.string().url().nullable(),
});

/** What anyone may know about the park: GET /api/park. */
export const publicParkSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  addressLines: z.array(z.string()),
  map: z.object({ lat: z.number(), lng: z.number() }),
  social: z.object({ label: z.string(), url: z.string() }),
  timeZone: z.string(),
  openingDate: localDateSchema,
  openingNotice: z.string(),
  closedDates: z.array(localDateSchema),
  prices: z.array(priceRowSchema),
  /** Hours by weekday and by season: hoursOn (src/domain/openingHours.ts) gives a day's. */
  hours: openingHoursSchema,
  /** The first field's lengths, in minutes: the seed's 30 and 60, or any the owner set. */
  slots: z.object({ steps: z.array(z.number().int()) }),
  /** Months open for booking, this one included. */
  bookingWindowMonths: z.number().int().positive(),
  /** Kept free at the end of every slot for the changeover: a slot ends this much early. */
  handoverMinutes: z.number().int().nonnegative(),
  aboutNotice: z.object({ text: z.string(), shown: z.boolean() }),
  maxDogs: z.number().int().positive(),
  checkoutHoldMinutes: z.number().int().positive(),
  /** How long a slot freed for someone waiting is held for them (decision 102). */
  waitlistOfferMinutes: z.number().int().positive(),
  cancellationCutoffHours: z.number().int().nonnegative(),
  arrivalMinutesBefore: z.number().int().nonnegative(),
  reminderHours: z.number().int().nonnegative(),
  flags: z.object({ discountsEnabled: z.boolean(), first50EventActive: z.boolean() }),
  videos: z.array(aboutVideoSchema),
  photos: parkPhotosSchema,
  /** Every field, in the owner's order; the values above are the first field's. */
  fields: z.array(parkFieldSchema),
});
export type PublicPark = z.infer<typeof publicParkSchema>;

/**
 * The same bytes for everyone until the settings change (prepared once): the server's current
 * instant, from which the web takes "today" rather than from the device, comes in the answer's
 * `Server-Timing` header (initialData.ts' `serverTimingOf`).
 */
export const parkResponseSchema = z.object({ park: publicParkSchema });
export type ParkResponse = z.infer<typeof parkResponseSchema>;
