import { z } from 'zod';
import { ROLES } from '../domain/accounts';
import {
  codeText,
  emailInputSchema,
  isOneLine,
  multiLineText,
  ONE_LINE_MESSAGE,
  singleLineText,
  yearMonthSchema,
} from './fields';
import { clockTimeSchema, localDateSchema } from './park';

// Codes

export interface DoorCodeWeekView {
  week: number;
  label: string;
  start: string;
  end: string;
  code: string;
}

export interface DoorCodeMonthView {
  month: string;
  label: string;
  weeks: DoorCodeWeekView[];
}

export interface CodesResponse {
  /** Today's gate code, or null when there is none (the page says N/A). */
  today: { date: string; week: number; code: string } | null;
  months: DoorCodeMonthView[];
}

export const changeCodeSchema = z.object({
  /** Exactly four digits, or null to draw a new one at random. */
  code: z
    .string()
    .regex(/^\d{4}$/, 'A code is exactly 4 digits.')
    .nullable(),
  /** Also e-mail the new code to bookings already confirmed for that week. */
  notify: z.boolean(),
});

export interface ChangeCodeResponse {
  code: string;
  notified: number;
}

// Users

export const usersQuerySchema = z.object({ sort: z.enum(['newest', 'oldest']).default('newest') });

export interface AdminUserRow {
  id: string;
  email: string;
  role: (typeof ROLES)[number];
  bookings: number;
  /** The date of the user's first booking, or null. */
  firstBooking: string | null;
  isTest: boolean;
  /** False until the owner of the address opens the link sent to it; such accounts can't be staff. */
  emailVerified: boolean;
}

export const changeRoleSchema = z.object({ role: z.enum(ROLES) });

// Discounts

export interface AdminDiscountRow {
  id: number;
  name: string;
  code: string;
  percent: number;
  usage: number;
  maxUsage: number;
  active: boolean;
}

export const addDiscountSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the discount a name.')
    .max(100, 'Keep the name under 100 characters.')
    .refine(isOneLine, ONE_LINE_MESSAGE),
  code: z
    .string()
    .trim()
    .min(1, 'Give the discount a code.')
    .max(40, 'Keep the code under 40 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only.'),
  percent: z
    .number({ message: 'The amount is a number from 0 to 100.' })
    .int('The amount is a whole number.')
    .min(0, 'The amount is a number from 0 to 100.')
    .max(100, 'The amount is a number from 0 to 100.'),
  maxUsage: z
    .number({ message: 'Max usage is a whole number, 0 or more.' })
    .int('Max usage is a whole number, 0 or more.')
    .min(0, 'Max usage is a whole number, 0 or more.'),
});
export type AddDiscountRequest = z.infer<typeof addDiscountSchema>;

export const discountActiveSchema = z.object({ active: z.boolean() });

// Payments and bookings

export const revenueQuerySchema = z.object({ month: yearMonthSchema.optional() });

export interface RevenueResponse {
  /** Complete bookings, all time. */
  totalBookings: number;
  /** Months to choose from: every month with payments or bookings, and the booking window. */
  months: string[];
  month: string;
  /** Paid in the month, less what was refunded of it. */
  totalPence: number;
  /** The same, counting each of the park's own bookings priced 0 as 650 pence. */
  estimatePence: number;
  refundedPence: number;
  manualBookings: number;
}

export const BOOKING_GROUPS = ['today', 'tomorrow', 'upcoming', 'past'] as const;
export type BookingGroup = (typeof BOOKING_GROUPS)[number];

export const adminBookingsQuerySchema = z.object({
  group: z.enum(BOOKING_GROUPS),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface AdminBookingCard {
  id: number;
  /** The customer's e-mail, else their id, else 'Manual Booking'. */
  who: string;
  bookingCode: string | null;
  pricePence: number;
  discounted: boolean;
  createdAt: string;
  minutes: number;
  date: string;
  time: string;
  dogs: string;
  isTest: boolean;
  isManual: boolean;
  status: 'pending' | 'complete' | 'expired' | 'cancelled';
}

export interface AdminBookingsPage {
  group: BookingGroup;
  page: number;
  pageSize: number;
  total: number;
  bookings: AdminBookingCard[];
}

export interface BookingGroupCounts {
  today: number;
  tomorrow: number;
  upcoming: number;
  past: number;
}

/** The seed's edit box sends whatever was typed; the server gives the seed's messages. */
export const changeTimeSchema = z.object({ time: singleLineText(20) });

export const manualBookingSchema = z.object({
  date: singleLineText(20),
  time: singleLineText(20),
  dogs: z.number().int().min(1, 'At least 1 dog.').max(100),
  minutes: z.union([z.literal(30), z.literal(60)]),
});

// E-mail tools

export const invoiceToolSchema = z.object({ bookingId: singleLineText(20) });
export const emailToolSchema = z.object({ email: emailInputSchema });
export const discountEmailToolSchema = z.object({
  email: emailInputSchema,
  code: codeText(40),
  message: multiLineText(2_000),
});

export interface EmailToolResponse {
  result: 'Sent' | 'No booking found' | 'No user found';
}

// Closed dates

export interface ClosedDateRow {
  date: string;
  reason: string;
}

export const reopenSchema = z.object({ date: localDateSchema });
export const closedDatePreviewSchema = z.object({ date: localDateSchema });

// Activity

export interface ActivityRow {
  id: number;
  at: string;
  who: string;
  action: string;
  details: string;
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const exportQuerySchema = z.object({ month: yearMonthSchema });

export { clockTimeSchema, localDateSchema };
