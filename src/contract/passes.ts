import { z } from 'zod';
import { cursorSchema } from './cursor';
import { singleLineText } from './fields';
import { bandLabelSchema, fieldIdSchema, sessionMinutesSchema } from './parkFields';

// Session passes (docs/decisions/101): what the owner sells, what customers hold, and what staff
// see and refund.

const whole = (min: number, max: number, what: string) =>
  z
    .number({ message: `${what} is a whole number from ${min} to ${max}.` })
    .int(`${what} is a whole number from ${min} to ${max}.`)
    .min(min, `${what} is a whole number from ${min} to ${max}.`)
    .max(max, `${what} is a whole number from ${min} to ${max}.`);

/** A kind of pass as the owner sets it up in Settings. */
export const passTypeSchema = z.object({
  /** Null for one added in this save. */
  id: z.number().int().positive().nullable(),
  name: singleLineText(80).refine((name) => name.trim() !== '', 'Give the pass a name.'),
  sessions: whole(1, 50, 'Sessions'),
  minutes: sessionMinutesSchema,
  dogs: bandLabelSchema,
  pricePence: whole(0, 1_000_000, 'A price in pence'),
  validMonths: whole(1, 24, 'Months it lasts'),
  onSale: z.boolean(),
  /**
   * The fields its sessions may be booked on, each selling its length and dogs. Left out: the
   * first field for a new kind, the same fields for one kept (a park of one field never says).
   */
  fieldIds: z.array(fieldIdSchema).min(1, 'Choose at least one field.').max(50).optional(),
});
export type PassType = z.infer<typeof passTypeSchema>;

export const MAX_PASS_TYPES = 10;

export const passTypesSectionSchema = z
  .array(passTypeSchema)
  .max(MAX_PASS_TYPES, `${MAX_PASS_TYPES} kinds of pass at most.`);
export type PassTypesSection = z.infer<typeof passTypesSectionSchema>;

/** GET /api/pass-types: what is on sale. */
export const passTypesOnSaleSchema = z.object({
  passTypes: z.array(
    passTypeSchema
      .extend({
        id: z.number().int(),
        /** Where the park has several fields, those its sessions may be booked on. */
        fieldIds: z.array(z.number().int()).optional(),
      })
      .omit({ onSale: true }),
  ),
});
export type PassTypesOnSale = z.infer<typeof passTypesOnSaleSchema>;

export const buyPassSchema = z.object({ passTypeId: z.number().int().positive() });
export const buyPassResponseSchema = z.object({
  passId: z.number().int(),
  checkoutUrl: z.string(),
});
export type BuyPassResponse = z.infer<typeof buyPassResponseSchema>;

export const passIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** A pass as its customer sees it, in My bookings and on the booking page. */
export const myPassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sessions: z.number().int(),
  minutes: z.number().int(),
  dogs: z.string(),
  /** The fields its sessions may be booked on. */
  fieldIds: z.array(z.number().int()),
  pricePence: z.number().int(),
  status: z.enum(['pending', 'active', 'used-up', 'run-out']),
  sessionsLeft: z.number().int(),
  /** The last day a session may be on; null until paid. */
  validUntil: z.string().nullable(),
  /** While it waits for payment. */
  checkoutUrl: z.string().nullable(),
});
export type MyPass = z.infer<typeof myPassSchema>;

// Staff

/** One pass sold, as staff see it. */
export const adminPassSchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  name: z.string(),
  sessions: z.number().int(),
  used: z.number().int(),
  withdrawn: z.number().int(),
  sessionsLeft: z.number().int(),
  paidPence: z.number().int(),
  refundedPence: z.number().int(),
  paidAt: z.string(),
  validUntil: z.string(),
  runOut: z.boolean(),
  isTest: z.boolean(),
  /** What the sessions left are worth while it can be used: what the park owes in sessions. */
  outstandingPence: z.number().int(),
  /**
   * The fields its sessions may be booked on, in the owner's order, where the park has several
   * (decision 114): a pass sold for the puppy paddock alone is not one for every field.
   */
  fieldNames: z.array(z.string()).optional(),
  /** The customer's name and mobile, beside the address (decision 125). */
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
});
export type AdminPass = z.infer<typeof adminPassSchema>;

/**
 * The pass a booking was paid with, for staff (decision 127): which of its sessions the booking
 * took, and whether that session went back on the pass when the booking was cancelled.
 */
export const passPaidSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The booking's place among the pass's sessions taken: 'session 3 of 10'. */
  session: z.number().int(),
  sessions: z.number().int(),
  returned: z.boolean(),
});
export type PassPaid = z.infer<typeof passPaidSchema>;

/** A page after the pass numbered in the cursor: passes come newest first. */
export const adminPassesQuerySchema = z.object({
  after: cursorSchema(z.tuple([z.number().int().positive()])).optional(),
});

/**
 * Sessions still to be had on the pass of an account since deleted (decision 127): the park
 * owes them, and the owner refunds them with the pass's refund form or at Stripe.
 */
export const owedPassSchema = z.object({
  passId: z.number().int(),
  name: z.string(),
  sessions: z.number().int(),
  sessionsUnused: z.number().int(),
  paidPence: z.number().int(),
  refundedPence: z.number().int(),
  /** One session's worth: the price shared over the sessions, to the penny. */
  sessionValuePence: z.number().int(),
  /** The sessions unused at that worth. */
  owedPence: z.number().int(),
  validUntil: z.string(),
});
export type OwedPass = z.infer<typeof owedPassSchema>;

/** The Passes tab: the figures for the accountant, then the passes sold, newest first. */
export const adminPassesSchema = z.object({
  totals: z.object({
    sold: z.number().int(),
    takenPence: z.number().int(),
    refundedPence: z.number().int(),
    sessionsSold: z.number().int(),
    sessionsUsed: z.number().int(),
    /** Sessions left on passes that can still be used. */
    sessionsOutstanding: z.number().int(),
    /** Their value: the park's liability for sessions paid for and not yet had. */
    outstandingPence: z.number().int(),
    /** Sessions lost when passes ran out unused. */
    sessionsLapsed: z.number().int(),
  }),
  passes: z.array(adminPassSchema),
  next: z.string().nullable(),
  /** Passes of deleted accounts with sessions unused: "owed: account deleted". */
  owed: z.array(owedPassSchema).optional(),
});
export type AdminPasses = z.infer<typeof adminPassesSchema>;

export const passRefundRequestSchema = z.object({
  /** Sessions taken off the pass with this refund (0 to refund money alone). */
  sessions: z.number().int().min(0).max(50),
  amountPence: z
    .number({ message: 'Give the amount to refund.' })
    .int('Give the amount in whole pence.')
    .min(1, 'Refund at least 1p.'),
  reason: singleLineText(200)
    .transform((reason) => reason.trim())
    .pipe(z.string().min(1, 'Give a reason: the customer reads it in their e-mail.')),
});
export type PassRefundRequest = z.input<typeof passRefundRequestSchema>;
