import { z } from 'zod';
import { SERIES_WEEKS } from '../domain/series';
import { createBookingSchema } from './bookings';
import { clockTimeSchema, localDateSchema } from './park';
import { bandLabelSchema, fieldIdSchema, sessionMinutesSchema } from './parkFields';

// "Repeat weekly": one checkout for the same slot over 2 to 12 weeks (docs/decisions/100).

const weeksSchema = z.coerce
  .number()
  .int(`Repeat for ${SERIES_WEEKS.min} to ${SERIES_WEEKS.max} weeks.`)
  .min(SERIES_WEEKS.min, `Repeat for ${SERIES_WEEKS.min} to ${SERIES_WEEKS.max} weeks.`)
  .max(SERIES_WEEKS.max, `Repeat for ${SERIES_WEEKS.min} to ${SERIES_WEEKS.max} weeks.`);

/** The weeks of a series as the page asks about them before Book Now. */
export const seriesPreviewQuerySchema = z.object({
  date: localDateSchema,
  time: clockTimeSchema,
  minutes: z.coerce.number().pipe(sessionMinutesSchema),
  dogs: bandLabelSchema,
  weeks: weeksSchema,
  fieldId: z.coerce.number().pipe(fieldIdSchema).optional(),
});
export type SeriesPreviewQuery = z.infer<typeof seriesPreviewQuerySchema>;

export const seriesWeekSchema = z.object({
  date: z.string(),
  free: z.boolean(),
  /** Why the week is left out; null when it is free. */
  why: z.string().nullable(),
});
export type SeriesWeekView = z.infer<typeof seriesWeekSchema>;

export const seriesPreviewSchema = z.object({
  weeks: z.array(seriesWeekSchema),
  /** Each week's price, and the free weeks' together: what the checkout will charge. */
  pricePence: z.number().int(),
  totalPence: z.number().int(),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

/**
 * Holds the weeks the page showed as free, all or none. A discount code is for one booking: a
 * series has none (decision 100).
 */
export const createSeriesSchema = createBookingSchema.omit({ discountCode: true }).extend({
  weeks: weeksSchema,
  dates: z.array(localDateSchema).min(1).max(SERIES_WEEKS.max),
});
export type CreateSeriesRequest = z.infer<typeof createSeriesSchema>;

export const createSeriesResponseSchema = z.object({
  seriesId: z.number().int(),
  bookingIds: z.array(z.number().int()),
  checkoutUrl: z.string(),
});
export type CreateSeriesResponse = z.infer<typeof createSeriesResponseSchema>;
