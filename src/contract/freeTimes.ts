import { z } from 'zod';
import { clockTimeSchema, localDateSchema } from './park';

// The free times anyone may see before signing up (decision 121): no names, no prices.

/** The most days one request covers: a week. */
export const FREE_TIMES_MOST_DAYS = 7;

export const freeTimesQuerySchema = z.object({
  /** The first day; the park's today when not given. */
  from: localDateSchema.optional(),
  days: z.coerce.number().int().min(1).max(FREE_TIMES_MOST_DAYS).default(3),
  /** At most this many times a day and field; all of them when not given. */
  per: z.coerce.number().int().min(1).max(96).optional(),
});

export const freeDaySchema = z.object({
  date: localDateSchema,
  /** No hours that day, or a closed date. */
  closed: z.boolean(),
  times: z.array(clockTimeSchema),
});

/** Each field open to new bookings, in the owner's order, with its days. */
export const freeTimesResponseSchema = z.object({
  /** The park's today and time now, from the server's clock. */
  today: localDateSchema,
  nowTime: clockTimeSchema,
  fields: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      /** The length the times are free for: the one the booking page first shows. */
      minutes: z.number().int().positive(),
      days: z.array(freeDaySchema),
    }),
  ),
});
export type FreeTimesResponse = z.infer<typeof freeTimesResponseSchema>;
export type FreeDayTimes = z.infer<typeof freeDaySchema>;
