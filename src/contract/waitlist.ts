import { z } from 'zod';
import { WAITLIST_STATUSES } from '../domain/waitlist';
import { createBookingSchema } from './bookings';
import { clockTimeSchema, localDateSchema } from './fields';
import { bandLabelSchema, fieldIdSchema, sessionMinutesSchema } from './parkFields';

// Waiting lists for taken slots (docs/decisions/102).

/** POST /api/waitlist: "Tell me if it frees up" for a taken slot of a length and dog band. */
export const joinWaitlistSchema = z.object({
  date: localDateSchema,
  time: clockTimeSchema,
  minutes: sessionMinutesSchema,
  dogs: bandLabelSchema,
  /** Offer it even within the cancellation cut-off of its start. */
  shortNotice: z.boolean().default(false),
  /** The field; the first when none is named (a park of one field never names it). */
  fieldId: fieldIdSchema.optional(),
});
export type JoinWaitlistRequest = z.input<typeof joinWaitlistSchema>;

/** A place on a list: which slot, for which dogs, since when; as customers and staff see it. */
const placeSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  minutes: z.number().int(),
  dogs: z.string(),
  shortNotice: z.boolean(),
  joinedAt: z.string(),
});

/** One place on a list, as its customer sees it. */
export const waitlistEntrySchema = placeSchema.extend({
  /**
   * The slot's field: the booking page marks the times waited for on it (decision 122), and the
   * offer page knows which passes can pay for it (decision 123).
   */
  fieldId: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** Once offered: the held booking, its price, and until when it is held (while it is). */
  offer: z
    .object({
      bookingId: z.number().int(),
      pricePence: z.number().int(),
      heldUntil: z.string().nullable(),
      /** Set once "Book and pay" has opened the checkout. */
      checkoutUrl: z.string().nullable(),
    })
    .nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const joinWaitlistResponseSchema = z.object({
  entry: waitlistEntrySchema,
  /** They were on this list already: the place they had is kept, as it was. */
  alreadyOnList: z.boolean(),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

/** GET /api/waitlist: the customer's places still open (waiting or offered), soonest first. */
export const myWaitlistSchema = z.object({
  entries: z.array(waitlistEntrySchema),
  cancellationCutoffHours: z.number().int(),
});
export type MyWaitlist = z.infer<typeof myWaitlistSchema>;

export const waitlistIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'expected the number of a place on a waiting list')
    .transform(Number),
});

/** POST /api/waitlist/:id/book: an object, so what booking asks for can grow. */
/**
 * The site rules' version ticked on the offer page, as with Book Now (decision 099); the pass
 * that pays instead of a card, if one does (decision 123); and the name and mobile while the
 * account lacks them (decision 118).
 */
export const bookOfferSchema = createBookingSchema.pick({
  rulesVersion: true,
  passId: true,
  contact: true,
});
export type BookOfferRequest = z.input<typeof bookOfferSchema>;
export const bookOfferResponseSchema = z.object({
  /** Where to go next: the card checkout, or with a pass the page of the booking confirmed. */
  checkoutUrl: z.string(),
  /** Booked with a pass: the booking, confirmed already. */
  bookingId: z.number().int().optional(),
});
export type BookOfferResponse = z.infer<typeof bookOfferResponseSchema>;

/** GET /api/admin/waitlists: the places still open on lists of slots to come. */
export const adminWaitlistRowSchema = placeSchema.extend({
  email: z.string(),
  status: z.enum(['waiting', 'offered']),
  /** While offered: the held booking and until when it is held. */
  offerBookingId: z.number().int().nullable(),
  heldUntil: z.string().nullable(),
  /** The slot's field where the park has several; null in a park of one, which names none. */
  fieldName: z.string().nullable().optional(),
  /** The customer's name and mobile, beside the address (decision 125). */
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
});
export type AdminWaitlistRow = z.infer<typeof adminWaitlistRowSchema>;

export const adminWaitlistsSchema = z.object({
  /** Open places in all; `rows` holds the soonest of them, in line order within each slot. */
  total: z.number().int(),
  rows: z.array(adminWaitlistRowSchema),
});
export type AdminWaitlists = z.infer<typeof adminWaitlistsSchema>;
