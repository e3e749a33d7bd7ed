import { z } from 'zod';
import { isEmailAddress, normaliseEmail, ROLES } from '../domain/accounts';
import { MAX_CONTACT_NAME_LENGTH, mobileProblem, NAME_TOO_LONG, tidied } from '../domain/contact';
import { isWeekCode } from '../domain/doorCodes';
import { BOOKING_STATUSES } from './bookings';
import {
  BAD_CURSOR_MESSAGE,
  cursorDateSchema,
  cursorIdSchema,
  cursorSchema,
  exactInstantSchema,
} from './cursor';
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
import { fieldIdSchema, sessionMinutesSchema } from './parkFields';
import { passPaidSchema } from './passes';

/**
 * The field a page of the admin asks about (decision 114): a number in the address; none is
 * the first field, or all of them where the page can show them all.
 */
export const fieldQuerySchema = z.object({
  field: z.coerce.number().pipe(fieldIdSchema).optional(),
});

/**
 * Who a booking or an account is, beside its address (decision 125): the name and mobile kept on
 * the account (decision 118), or typed for a manual booking; null when there is none.
 */
export const customerContactSchema = z.object({
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
});

const NOT_AN_ADDRESS = 'That is not an e-mail address: write it as name@example.com.';

/**
 * A box that may be left empty (null then), else checked by `problem` and kept trimmed and singly
 * spaced; its refusal carries `code`, so its words head the answer.
 */
function optionalText(problem: (text: string) => string | null, code: string) {
  return singleLineText(1_000)
    .superRefine((text, context) => {
      const found = tidied(text) === '' ? null : problem(tidied(text));
      if (found) context.addIssue({ code: 'custom', message: found, params: { code } });
    })
    .transform((text) => tidied(text) || null)
    .nullable()
    .optional();
}

// Codes

const doorCodeWeekViewSchema = z.object({
  week: z.number().int(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  code: z.string(),
});
export type DoorCodeWeekView = z.infer<typeof doorCodeWeekViewSchema>;

const doorCodeMonthViewSchema = z.object({
  month: z.string(),
  label: z.string(),
  weeks: z.array(doorCodeWeekViewSchema),
});
export type DoorCodeMonthView = z.infer<typeof doorCodeMonthViewSchema>;

export const codesResponseSchema = z.object({
  /** Today's gate code, or null when there is none (the page says N/A). */
  today: z.object({ date: z.string(), week: z.number().int(), code: z.string() }).nullable(),
  months: z.array(doorCodeMonthViewSchema),
});
export type CodesResponse = z.infer<typeof codesResponseSchema>;

export const weekParamsSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2200),
  month: z.coerce.number().int().min(1).max(12),
  week: z.coerce.number().int().min(1).max(4),
});

export const changeCodeSchema = z.object({
  /** Exactly four digits, or null to draw a new one at random. */
  code: z
    .string()
    .regex(/^\d{4}$/, 'A code is exactly 4 digits.')
    .refine(isWeekCode, 'Not 0000: that is the code everyone leaves the gate on.')
    .nullable(),
  /** The field whose code it is; the first field when none is named. */
  fieldId: fieldIdSchema.optional(),
  /**
   * Also e-mail the new code to the customers of the week's paid bookings still to come. Those
   * bookings take the new code either way.
   */
  notify: z.boolean(),
});

export const changeCodeResponseSchema = z.object({
  code: z.string(),
  /** Bookings e-mailed the new code. */
  notified: z.number().int(),
  /** Bookings still to come that now carry the new code (told or not). */
  updated: z.number().int(),
});
export type ChangeCodeResponse = z.infer<typeof changeCodeResponseSchema>;

/** A paid booking of the week, not ended: what a change of the week's code reaches. */
export const weekBookingSchema = z.object({
  id: z.number().int(),
  /** The customer's e-mail, or 'Manual Booking' for the park's own. */
  who: z.string(),
  date: z.string(),
  time: z.string(),
  minutes: z.number().int(),
  /** False for the park's own bookings: they have no customer to e-mail. */
  canEmail: z.boolean(),
});
export type WeekBooking = z.infer<typeof weekBookingSchema>;

// Users

/** Words to look for: part of an e-mail address or of a name, case ignored. */
const searchText = singleLineText(200).transform((text) => text.trim());

const USER_SORTS = ['newest', 'oldest'] as const;

/**
 * Where a page of users ends: the order it was read in, then the last user's paid bookings,
 * list date, when the account was made and its id.
 */
export const userCursorSchema = cursorSchema(
  z.tuple([
    z.enum(USER_SORTS),
    z.number().int().min(0).max(2_147_483_647),
    cursorDateSchema,
    exactInstantSchema,
    cursorIdSchema,
  ]),
);
export type UserCursor = z.output<typeof userCursorSchema>;

export const usersQuerySchema = z
  .object({
    sort: z.enum(USER_SORTS).default('newest'),
    q: searchText.optional(),
    /** The `next` of the page before; none for the first page. */
    after: userCursorSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.after && query.after[0] !== query.sort) {
      context.addIssue({ code: 'custom', path: ['after'], message: BAD_CURSOR_MESSAGE });
    }
  });

const roleSchema = z.enum(ROLES);

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  bookings: z.number().int(),
  /** The date of the user's first booking, or null. */
  firstBooking: z.string().nullable(),
  isTest: z.boolean(),
  /** False until the owner of the address opens the link sent to it; such accounts can't be staff. */
  emailVerified: z.boolean(),
  ...customerContactSchema.shape,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** One page of the Users list, 25 at most, and how to ask for the next. */
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  pageSize: z.number().int(),
  /** Every user the search keeps (all of them without one). */
  total: z.number().int(),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userParamsSchema = z.object({ id: z.string().uuid('not a user') });

export const changeRoleSchema = z.object({ role: roleSchema });

// Discounts

export const adminDiscountRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  percent: z.number().int(),
  usage: z.number().int(),
  maxUsage: z.number().int(),
  active: z.boolean(),
});
export type AdminDiscountRow = z.infer<typeof adminDiscountRowSchema>;

export const discountParamsSchema = z.object({ id: z.coerce.number().int().positive() });

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

/** The answer of a change that has nothing more to say than what it set. */
export const addedSchema = z.object({ id: z.number().int() });
export const roleSetSchema = z.object({ role: roleSchema });
export const activeSetSchema = z.object({ active: z.boolean() });

// Payments and bookings

export const revenueQuerySchema = z.object({ month: yearMonthSchema.optional() });

export const revenueResponseSchema = z.object({
  /** Complete bookings, all time. */
  totalBookings: z.number().int(),
  /** Months to choose from: every month with payments or bookings, and the booking window. */
  months: z.array(z.string()),
  month: z.string(),
  /** Paid in the month, less what was refunded of it. */
  totalPence: z.number().int(),
  /** The same, counting each of the park's own bookings priced 0 as 650 pence. */
  estimatePence: z.number().int(),
  refundedPence: z.number().int(),
  manualBookings: z.number().int(),
  /**
   * The month's takings field by field, in the owner's order, where the park has several; empty
   * in a park of one field.
   */
  fields: z.array(
    z.object({
      fieldId: z.number().int(),
      name: z.string(),
      totalPence: z.number().int(),
      estimatePence: z.number().int(),
    }),
  ),
  /**
   * Session passes paid for in the month, apart from the bookings' figures (decision 127): how
   * many, what was paid and what of that was refunded, and bookings and passes together.
   */
  passes: z
    .object({
      sold: z.number().int(),
      paidPence: z.number().int(),
      refundedPence: z.number().int(),
      /** The month's Total Amount and the passes' takings (paid less refunded) together. */
      withBookingsPence: z.number().int(),
    })
    .optional(),
});
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;

export const BOOKING_GROUPS = ['today', 'tomorrow', 'upcoming', 'past'] as const;
export type BookingGroup = (typeof BOOKING_GROUPS)[number];

/**
 * Which bookings the lists show: confirmed (paid or the park's own) unless the admin asks for
 * unpaid holds, cancelled, refunded, test bookings or all of them.
 */
export const BOOKING_FILTERS = [
  'confirmed',
  'pending',
  'cancelled',
  'refunded',
  'test',
  'all',
] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

/** The lists' filter and search, shared by the pages and their counts. */
export const bookingSearchSchema = z.object({
  status: z.enum(BOOKING_FILTERS).default('confirmed'),
  /** A booking number, or part of the customer's e-mail or name. */
  q: searchText.optional(),
});
export type BookingSearch = z.infer<typeof bookingSearchSchema>;

/** Where a page of a group ends: the group, then the last card's day, start and number. */
export const bookingCursorSchema = cursorSchema(
  z.tuple([
    z.enum(BOOKING_GROUPS),
    cursorDateSchema,
    exactInstantSchema,
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  ]),
);
export type BookingCursor = z.output<typeof bookingCursorSchema>;

export const adminBookingsQuerySchema = bookingSearchSchema
  .extend({
    group: z.enum(BOOKING_GROUPS),
    /** The `next` of the page before; none for the first page. */
    after: bookingCursorSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.after && query.after[0] !== query.group) {
      context.addIssue({ code: 'custom', path: ['after'], message: BAD_CURSOR_MESSAGE });
    }
  });

export const adminBookingCardSchema = z.object({
  id: z.number().int(),
  /** The customer's e-mail (an account's, or typed for a manual booking), else 'Manual Booking'. */
  who: z.string(),
  bookingCode: z.string().nullable(),
  pricePence: z.number().int(),
  discounted: z.boolean(),
  createdAt: z.string(),
  minutes: z.number().int(),
  date: z.string(),
  time: z.string(),
  dogs: z.string(),
  isTest: z.boolean(),
  isManual: z.boolean(),
  /** The repeat booking it is a week of, if any (decision 100). */
  seriesId: z.number().int().nullable(),
  /** The pass that paid for it, if one did (decision 127). */
  pass: passPaidSchema.nullable().optional(),
  status: z.enum(BOOKING_STATUSES),
  /** What was paid for it and what of that went back, or null when nothing was paid. */
  paidPence: z.number().int().nullable(),
  refundedPence: z.number().int(),
  /** The field's name where the park has several; null in a park of one, which names none. */
  fieldName: z.string().nullable(),
  ...customerContactSchema.shape,
});
export type AdminBookingCard = z.infer<typeof adminBookingCardSchema>;

/** One page of a group, 25 at most; the group's size comes with the counts. */
export const adminBookingsPageSchema = z.object({
  group: z.enum(BOOKING_GROUPS),
  pageSize: z.number().int(),
  bookings: z.array(adminBookingCardSchema),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;

/** One customer as the admin sees them: the account, and every booking with its money. */
export const adminCustomerSchema = z.object({
  user: adminUserRowSchema.extend({ createdAt: z.string() }),
  /** The latest (at most 50), newest first. */
  bookings: z.array(adminBookingCardSchema),
  /** All of them; the money below is summed over all of them too. */
  totalBookings: z.number().int(),
  paidPence: z.number().int(),
  refundedPence: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const bookingGroupCountsSchema = z.object({
  today: z.number().int(),
  tomorrow: z.number().int(),
  upcoming: z.number().int(),
  past: z.number().int(),
});
export type BookingGroupCounts = z.infer<typeof bookingGroupCountsSchema>;

export const movedSchema = z.object({ moved: z.literal(true) });

/** The seed's edit box sends whatever was typed; the server gives the seed's messages. */
export const changeTimeSchema = z.object({ time: singleLineText(20) });

export const manualBookingSchema = z
  .object({
    date: singleLineText(20),
    time: singleLineText(20),
    dogs: z.number().int().min(1, 'At least 1 dog.').max(100),
    /** One of the lengths the field sells. */
    minutes: sessionMinutesSchema,
    /** The field; the first when none is named (a park of one field never names it). */
    fieldId: fieldIdSchema.optional(),
    // Whom it is for (decision 125): a customer's account, or someone new by what staff typed, or
    // nobody (the park's own, 'Manual Booking'). Flat, so each box's error is said beside it.
    /** An account chosen from the users list; then the boxes for someone new stay empty. */
    customerId: z.string().uuid('Choose the customer from the list again.').optional(),
    customerName: optionalText(
      (text) => (tidied(text).length > MAX_CONTACT_NAME_LENGTH ? NAME_TOO_LONG : null),
      'admin/manual-booking',
    ),
    customerEmail: optionalText(
      (text) => (isEmailAddress(normaliseEmail(text)) ? null : NOT_AN_ADDRESS),
      'admin/manual-booking',
    ),
    customerMobile: optionalText(mobileProblem, 'account/invalid-mobile'),
  })
  .superRefine((request, context) => {
    const typed = request.customerName || request.customerEmail || request.customerMobile;
    if (request.customerId && typed) {
      context.addIssue({
        code: 'custom',
        path: ['customerId'],
        message: 'Choose a customer from the list or type someone new, not both.',
      });
    }
  });
export type ManualBookingRequest = z.input<typeof manualBookingSchema>;
export const manualBookingResponseSchema = z.object({
  bookingId: z.number().int(),
  paymentId: z.number().int(),
});

// E-mail tools

export const invoiceToolSchema = z.object({ bookingId: singleLineText(20) });
export const emailToolSchema = z.object({ email: emailInputSchema });
export const discountEmailToolSchema = z.object({
  email: emailInputSchema,
  code: codeText(40),
  message: multiLineText(2_000),
});

export const emailToolResponseSchema = z.object({
  result: z.enum(['Sent', 'No booking found', 'No user found']),
});
export type EmailToolResponse = z.infer<typeof emailToolResponseSchema>;

// Closed dates

/**
 * A closed date: of the whole park (`fieldId` null) or of one field. A park of one field lists
 * each date once, as it always has.
 */
export const closedDateRowSchema = z.object({
  date: z.string(),
  reason: z.string(),
  fieldId: z.number().int().nullable(),
  /** The field's name where the park has several; null for the whole park and in a park of one. */
  fieldName: z.string().nullable(),
});
export type ClosedDateRow = z.infer<typeof closedDateRowSchema>;

/** What closing a date would cancel: shown before the super admin confirms. */
export const bookingOnDateSchema = adminBookingCardSchema.pick({
  id: true,
  who: true,
  time: true,
  minutes: true,
  status: true,
});
export type BookingOnDate = z.infer<typeof bookingOnDateSchema>;

/** A booking closing a date would cancel, with its field where the park has several. */
export const closedDateBookingSchema = bookingOnDateSchema.extend({
  fieldName: z.string().nullable(),
});
export type ClosedDateBooking = z.infer<typeof closedDateBookingSchema>;

export const closureResultSchema = z.object({
  date: z.string(),
  cancelled: z.number().int(),
  refunded: z.number().int(),
});
export type ClosureResult = z.infer<typeof closureResultSchema>;
export const reopenedSchema = z.object({ reopened: z.string() });

/**
 * What to reopen: the date's closure of one field, of the whole park (`fieldId` null), or, naming
 * neither, every closure of the date (a park of one field's only way).
 */
export const reopenSchema = z.object({
  date: localDateSchema,
  fieldId: fieldIdSchema.nullable().optional(),
});
/** The bookings closing the date would cancel: of one field, or of every field. */
export const closedDatePreviewSchema = fieldQuerySchema.extend({ date: localDateSchema });

// Activity

export const activityRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  who: z.string(),
  action: z.string(),
  details: z.string(),
  /** The name and mobile of whoever did it, while their account keeps them (decision 125). */
  customerName: z.string().nullable().optional(),
  customerMobile: z.string().nullable().optional(),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const activityPageSchema = z.object({
  page: z.number().int(),
  total: z.number().int(),
  rows: z.array(activityRowSchema),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const exportQuerySchema = z.object({ month: yearMonthSchema });

export { clockTimeSchema, localDateSchema };
