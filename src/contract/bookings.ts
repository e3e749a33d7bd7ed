import { z } from 'zod';
import { DOG_BANDS } from '../domain/prices';
import { codeText, singleLineText, yearMonthSchema } from './fields';
import { clockTimeSchema, localDateSchema } from './park';

export const availabilityQuerySchema = z.object({ month: yearMonthSchema });

/** A month's availability: no names or prices, only which days are out and when the field is held. */
export interface AvailabilityResponse {
  month: string;
  /** The park's today and time now, from the server's clock. */
  today: string;
  nowTime: string;
  closedDays: string[];
  pastDays: string[];
  busy: Array<{ date: string; start: string; end: string }>;
}

export const discountCheckQuerySchema = z.object({ code: codeText(100) });
export interface DiscountCheckResponse {
  code: string;
  percent: number;
}

export const createBookingSchema = z.object({
  date: localDateSchema,
  time: clockTimeSchema,
  minutes: z.union([z.literal(30), z.literal(60)]),
  dogs: z.enum(DOG_BANDS),
  discountCode: codeText(100).nullable().optional(),
});
export type CreateBookingRequest = z.infer<typeof createBookingSchema>;

export interface CreateBookingResponse {
  bookingId: number;
  checkoutUrl: string;
}

export const bookingIdParamsSchema = z.object({
  // The seed's links may carry a colon before the id (/pay-success/:42).
  id: z
    .string()
    .transform((value) => value.replace(/^:/, ''))
    .pipe(z.string().regex(/^\d{1,15}$/, 'expected a booking number'))
    .transform(Number),
});

/** A booking as its owner sees it. */
export interface BookingView {
  id: number;
  status: 'pending' | 'complete' | 'expired' | 'cancelled';
  date: string;
  time: string;
  endTime: string;
  minutes: number;
  dogs: string;
  listPricePence: number;
  pricePence: number;
  discountPercent: number | null;
  /** Where to pay, while an unpaid hold lasts. */
  checkoutUrl: string | null;
  holdExpiresAt: string | null;
  email: string;
}

/** One of the customer's own bookings on /my-bookings. */
export interface MyBooking {
  id: number;
  status: 'pending' | 'complete' | 'cancelled';
  date: string;
  time: string;
  endTime: string;
  minutes: number;
  dogs: string;
  listPricePence: number;
  pricePence: number;
  discountPercent: number | null;
  /** Only for a paid booking still to come: '#1234#'. */
  gateCode: string | null;
  /** While an unpaid hold lasts. */
  checkoutUrl: string | null;
  refund: { amountPence: number; state: 'on-its-way' | 'refunded'; at: string | null } | null;
  /** What cancelling now would mean, when it is possible at all. */
  cancel: 'full-refund' | 'no-refund' | null;
  canMove: boolean;
}

export interface MyBookingsResponse {
  upcoming: MyBooking[];
  past: MyBooking[];
  cancellationCutoffHours: number;
  /** False until the customer opens the link sent to their address (the page then says so). */
  emailVerified: boolean;
}

export const cancelBookingSchema = z.object({
  /** What the page told the customer; if the terms have changed since, nothing happens. */
  expect: z.enum(['full-refund', 'no-refund']),
});

export const moveBookingSchema = z.object({ date: localDateSchema, time: clockTimeSchema });

export const closeDaySchema = z.object({
  date: localDateSchema,
  reason: singleLineText(200)
    .transform((reason) => reason.trim())
    .default('Closed'),
});
