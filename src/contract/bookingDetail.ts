import { z } from 'zod';
import { activityRowSchema, customerContactSchema } from './admin';
import { BOOKING_STATUSES } from './bookings';
import { singleLineText } from './fields';
import { passPaidSchema } from './passes';

/** Everything the admin workspace knows of one booking, for its detail dialog. */

const PROVIDERS = ['stripe', 'test', 'manual'] as const;
export const REFUND_STATES = ['pending', 'done', 'failed'] as const;
export const OUTBOX_STATES = ['pending', 'sent', 'kept', 'failed'] as const;

export const bookingDetailCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  isTest: z.boolean(),
  emailVerified: z.boolean(),
});

export const bookingDetailPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.enum(PROVIDERS),
  /** The provider's name for the payment (a Stripe PaymentIntent, a test payment); null for manual. */
  providerReference: z.string().nullable(),
  amountPence: z.number().int(),
  /** Paid back so far, by staff and by the automatic flows together. */
  refundedPence: z.number().int(),
  /** What a super admin may refund now: nothing while a refund is owed or under way. */
  refundablePence: z.number().int(),
  /**
   * 'due': everything left is owed back (the booking was cancelled in time or its day closed) and
   * on its way; 'done': that refund is made; null: no such refund.
   */
  refundStatus: z.enum(['due', 'done']).nullable(),
  paidAt: z.string(),
});
export type BookingDetailPayment = z.infer<typeof bookingDetailPaymentSchema>;

export const bookingRefundSchema = z.object({
  id: z.number().int(),
  amountPence: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATES),
  providerReference: z.string().nullable(),
  /** Why the provider did not make it, for a failed one. */
  error: z.string().nullable(),
  /** Whether the booking was to be cancelled with it. */
  cancel: z.boolean(),
  /** When it was made (done), else when it was last tried. */
  at: z.string(),
  /** The staff member's e-mail, or 'Paddock (automatic)'. */
  by: z.string(),
});
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

export const bookingEmailSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  to: z.string(),
  status: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type BookingEmail = z.infer<typeof bookingEmailSchema>;

export const bookingDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  isManual: z.boolean(),
  isTest: z.boolean(),
  /** Null for the park's own (manual) bookings. */
  customer: bookingDetailCustomerSchema.nullable(),
  /** The field's name where the park has several; null in a park of one. */
  fieldName: z.string().nullable().optional(),
  date: z.string(),
  time: z.string(),
  /** The time it ends for the customer (a handover gap may end its hold of the field earlier). */
  endTime: z.string(),
  minutes: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** '3 dogs' where the number is known, else the band: '1-4 dogs'. */
  dogs: z.string(),
  /** The band the booking is priced by, when it has both a number and a band. */
  pricedAs: z.string().nullable(),
  /** The weeks of the repeat booking it is one of, in date order (decision 100). */
  series: z
    .array(
      z.object({
        id: z.number().int(),
        date: z.string(),
        time: z.string(),
        status: z.enum(BOOKING_STATUSES),
      }),
    )
    .nullable(),
  /** The site rules its customer had agreed to; null for the park's own and older bookings. */
  rules: z.object({ version: z.number().int(), acceptedAt: z.string() }).nullable(),
  gateCode: z.string().nullable(),
  listPricePence: z.number().int(),
  pricePence: z.number().int(),
  discount: z.object({ code: z.string().nullable(), percent: z.number().int() }).nullable(),
  /** While an unpaid hold lasts. */
  holdExpiresAt: z.string().nullable(),
  moveCount: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  payment: bookingDetailPaymentSchema.nullable(),
  /** The pass that paid for it instead of a payment, if one did (decision 127). */
  pass: passPaidSchema.nullable().optional(),
  /** Oldest first. */
  refunds: z.array(bookingRefundSchema),
  /** The messages written about it, to the customer and to the park; oldest first. */
  emails: z.array(bookingEmailSchema),
  /** Activity rows about it, oldest first. */
  activity: z.array(activityRowSchema),
  /** The address it is for: its account's, or typed for a manual booking; null when none. */
  customerEmail: z.string().nullable(),
  ...customerContactSchema.shape,
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingDetailParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'expected a booking number')
    .transform(Number),
});

export const REFUND_REASON_MAX = 200;

export const refundRequestSchema = z.object({
  amountPence: z
    .number({ message: 'Give the amount to refund.' })
    .int('Give the amount in whole pence.')
    .min(1, 'Refund at least 1p.'),
  reason: singleLineText(REFUND_REASON_MAX)
    .transform((reason) => reason.trim())
    .pipe(z.string().min(1, 'Give a reason: the customer reads it in their e-mail.')),
  /** Also cancel the booking, freeing its slot. */
  cancel: z.boolean().default(false),
  /**
   * Names this request (the dialog makes one per refund it offers): sent again after a failure,
   * the same refund is tried again with the same idempotency key, never a second one.
   */
  requestKey: z.string().uuid().optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/**
 * Staff cancel a booking paid with a pass (decision 127): the session goes back by the
 * cancellation policy, or always when they tick "Give the session back".
 */
export const passCancelRequestSchema = z.object({
  reason: singleLineText(REFUND_REASON_MAX)
    .transform((reason) => reason.trim())
    .pipe(z.string().min(1, 'Give a reason: the customer reads it in their e-mail.')),
  giveSessionBack: z.boolean().default(false),
});
export type PassCancelRequest = z.input<typeof passCancelRequestSchema>;
