import { z } from 'zod';
import { MOST_DOGS_A_FIELD_TAKES } from '../domain/fieldSales';
import { bookingContactSchema } from './contact';
import { codeText, singleLineText, yearMonthSchema } from './fields';
import { clockTimeSchema, localDateSchema } from './park';
import { bandLabelSchema, fieldIdSchema, sessionMinutesSchema } from './parkFields';
import { myPassSchema } from './passes';

export const availabilityQuerySchema = z.object({
  month: yearMonthSchema,
  /** The field; the first when none is named. */
  field: z.coerce.number().pipe(fieldIdSchema).optional(),
});

export const BOOKING_STATUSES = ['pending', 'complete', 'expired', 'cancelled'] as const;

/** A month's availability: no names or prices, only which days are out and when the field is held. */
export const availabilityResponseSchema = z.object({
  month: z.string(),
  /** The park's today and time now, from the server's clock. */
  today: z.string(),
  nowTime: z.string(),
  closedDays: z.array(z.string()),
  pastDays: z.array(z.string()),
  busy: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const discountCheckQuerySchema = z.object({ code: codeText(100) });
export const discountCheckResponseSchema = z.object({ code: z.string(), percent: z.number() });
export type DiscountCheckResponse = z.infer<typeof discountCheckResponseSchema>;

export const createBookingSchema = z.object({
  date: localDateSchema,
  time: clockTimeSchema,
  minutes: sessionMinutesSchema,
  dogs: bandLabelSchema,
  discountCode: codeText(100).nullable().optional(),
  /** How many dogs come, within the band (the page always says; older callers may not). */
  dogCount: z.number().int().min(1).max(MOST_DOGS_A_FIELD_TAKES).optional(),
  /**
   * The version of the site rules the customer ticked on the page: needed before their first
   * booking and after the owner changes the rules (docs/decisions/099).
   */
  rulesVersion: z.number().int().positive().nullable().optional(),
  /** Take a session of this pass instead of paying (docs/decisions/101). */
  passId: z.number().int().positive().optional(),
  /** The field; the first when none is named (a park of one field never names it). */
  fieldId: fieldIdSchema.optional(),
  /**
   * The customer's name and mobile, saved on their account with the hold: needed while the
   * account has no name, or no mobile when the park requires one (docs/decisions/118).
   */
  contact: bookingContactSchema.optional(),
});
export type CreateBookingRequest = z.infer<typeof createBookingSchema>;

export const createBookingResponseSchema = z.object({
  bookingId: z.number().int(),
  checkoutUrl: z.string(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

export const bookingIdParamsSchema = z.object({
  // The seed's links may carry a colon before the id (/pay-success/:42).
  id: z
    .string()
    .transform((value) => value.replace(/^:/, ''))
    .pipe(z.string().regex(/^\d{1,15}$/, 'expected a booking number'))
    .transform(Number),
});

/** What every view of a booking to its customer says: when, how long, dogs, price, gate code. */
const bookingFactsSchema = z.object({
  /** The field's name where the park has several; null (or absent) in a park of one. */
  fieldName: z.string().nullable().optional(),
  /** The field it is on, for a move to offer that field's times. */
  fieldId: z.number().int().optional(),
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  minutes: z.number().int(),
  dogs: z.string(),
  listPricePence: z.number().int(),
  pricePence: z.number().int(),
  discountPercent: z.number().int().nullable(),
  /** Once paid, until the session ends: '#1234#'. */
  gateCode: z.string().nullable(),
});

/** A week of a repeat booking, as the page after payment lists them. */
export const seriesWeekViewSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  status: z.enum(BOOKING_STATUSES),
  gateCode: z.string().nullable(),
});
export type SeriesWeekView = z.infer<typeof seriesWeekViewSchema>;

/** A booking as its owner sees it on the page after payment. */
export const bookingViewSchema = bookingFactsSchema.extend({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  /** Where to pay, while an unpaid hold lasts. */
  checkoutUrl: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  email: z.string(),
  /** Every week paid for with it, when it is a week of a repeat booking (decision 100). */
  series: z.array(seriesWeekViewSchema).nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

const CANCEL_TERMS = ['full-refund', 'no-refund'] as const;

/** One of the customer's own bookings on /my-bookings. */
export const myBookingSchema = bookingFactsSchema.extend({
  id: z.number().int(),
  status: z.enum(['pending', 'complete', 'cancelled']),
  /** While an unpaid hold lasts. */
  checkoutUrl: z.string().nullable(),
  /** When that hold ends (ISO 8601), for its countdown; absent from copies kept before it. */
  holdExpiresAt: z.string().nullable().optional(),
  refund: z
    .object({
      amountPence: z.number().int(),
      state: z.enum(['on-its-way', 'refunded']),
      at: z.string().nullable(),
    })
    .nullable(),
  /** What cancelling now would mean, when it is possible at all. */
  cancel: z.enum(CANCEL_TERMS).nullable(),
  canMove: z.boolean(),
  /** Which week of a repeat booking it is (decision 100). */
  series: z
    .object({ id: z.number().int(), week: z.number().int(), weeks: z.number().int() })
    .nullable(),
  /** The pass a session of which paid for it (decision 101). */
  pass: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myBookingsResponseSchema = z.object({
  upcoming: z.array(myBookingSchema),
  past: z.array(myBookingSchema),
  /** Passes paid for or being paid for, newest first (decision 101). */
  passes: z.array(myPassSchema),
  cancellationCutoffHours: z.number().int(),
  /** False until the customer opens the link sent to their address (the page then says so). */
  emailVerified: z.boolean(),
});
export type MyBookingsResponse = z.infer<typeof myBookingsResponseSchema>;

export const cancelBookingSchema = z.object({
  /** What the page told the customer; if the terms have changed since, nothing happens. */
  expect: z.enum(CANCEL_TERMS),
});
export const cancelResultSchema = z.object({ refundPence: z.number().int() });

export const moveBookingSchema = z.object({
  date: localDateSchema,
  time: clockTimeSchema,
  /** Another field selling the same session at the same price; none: the booking's own. */
  fieldId: fieldIdSchema.optional(),
});

export const closeDaySchema = z.object({
  date: localDateSchema,
  reason: singleLineText(200)
    .transform((reason) => reason.trim())
    .default('Closed'),
  /** The field to close; none (or null) closes the whole park (decision 114). */
  fieldId: fieldIdSchema.nullable().optional(),
});
