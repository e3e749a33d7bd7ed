import { z } from 'zod';
import { isEmailAddress } from '../domain/accounts';
import { MOST_DOGS_A_FIELD_TAKES } from '../domain/fieldSales';
import { DOG_BANDS } from '../domain/prices';
import { vatNumberProblem } from '../domain/vatNumbers';
import { bookingOnDateSchema } from './admin';
import { mobileAskSchema } from './contact';
import { localDateSchema, singleLineText } from './fields';
import { openingHoursSchema } from './hours';
import { fieldGateSchema, parkFieldSchema, sessionMinutesSchema } from './parkFields';
import { passTypesSectionSchema } from './passes';
import { textsSectionSchema } from './texts';

/**
 * The Settings area of /admin (super admins): each section is read and saved whole, checked by
 * these schemas in the browser and again on the server.
 */

const required = (max: number, what: string) =>
  singleLineText(max).refine((text) => text.trim() !== '', `Give the park's ${what}.`);

// Park

export const parkSectionSchema = z.object({
  name: required(80, 'name'),
  phone: required(40, 'phone number'),
  email: singleLineText(254).refine(isEmailAddress, 'That is not an e-mail address.'),
  addressLines: z
    .array(singleLineText(100))
    .min(1, 'Give at least one line of the address.')
    .max(6, 'Six lines at most.'),
  map: z.object({
    lat: z
      .number()
      .min(-90, 'A latitude is from -90 to 90.')
      .max(90, 'A latitude is from -90 to 90.'),
    lng: z
      .number()
      .min(-180, 'A longitude is from -180 to 180.')
      .max(180, 'A longitude is from -180 to 180.'),
  }),
  social: z.object({
    label: singleLineText(80),
    url: singleLineText(300).refine(
      (url) => url === '' || /^https:\/\/[^\s]+$/.test(url),
      'An https:// address, or nothing.',
    ),
  }),
  /** '' while the park is not registered for VAT; the invoice then says 'No VAT charged.'. */
  vatNumber: singleLineText(30)
    .superRefine((text, context) => {
      const problem = vatNumberProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .default(''),
});
export type ParkSection = z.infer<typeof parkSectionSchema>;

// Opening

export const openingSectionSchema = z.object({
  openingDate: localDateSchema,
  openingNotice: singleLineText(300),
  aboutNotice: z.object({ text: singleLineText(300), shown: z.boolean() }),
  hours: openingHoursSchema,
});
export type OpeningSection = z.infer<typeof openingSectionSchema>;

// Booking rules

const whole = (min: number, max: number, what: string) =>
  z
    .number({ message: `${what} is a whole number from ${min} to ${max}.` })
    .int(`${what} is a whole number from ${min} to ${max}.`)
    .min(min, `${what} is a whole number from ${min} to ${max}.`)
    .max(max, `${what} is a whole number from ${min} to ${max}.`);

export const bookingRulesSectionSchema = z.object({
  // The section offers the seed's 30 and 60; a first field given others in Settings → Fields
  // keeps them here, and the field's own checks (a price for each) decide whether they hold.
  slotLengths: z
    .array(sessionMinutesSchema)
    .min(1, 'Offer at least one length.')
    .refine((lengths) => new Set(lengths).size === lengths.length, 'Each length once.'),
  windowMonths: whole(1, 24, 'The booking window'),
  checkoutHoldMinutes: whole(10, 120, 'The checkout hold'),
  cancellationCutoffHours: whole(0, 168, 'The cancellation cut-off'),
  reminderHours: whole(0, 336, 'The reminder lead time'),
  arrivalMinutes: whole(0, 60, 'The arrival time'),
  maxDogs: whole(1, MOST_DOGS_A_FIELD_TAKES, 'The most dogs'),
  handoverMinutes: whole(0, 15, 'The handover gap'),
  /** How long a freed slot is held for the first on its waiting list (decision 102). */
  waitlistOfferMinutes: whole(5, 120, 'The waiting-list offer'),
});
export type BookingRulesSection = z.infer<typeof bookingRulesSectionSchema>;

// Prices: pence in the database, pounds on screen.

export const pricesSectionSchema = z
  .array(
    z.object({
      dogs: z.enum(DOG_BANDS),
      minutes: z.union([z.literal(30), z.literal(60)]),
      pence: whole(0, 100_000, 'A price in pence'),
    }),
  )
  .length(6)
  .refine(
    (rows) => new Set(rows.map((row) => `${row.dogs}/${row.minutes}`)).size === 6,
    'One price for each band and length.',
  );
export type PricesSection = z.infer<typeof pricesSectionSchema>;

// Features

export const featuresSectionSchema = z.object({
  discountsEnabled: z.boolean(),
  first50EventActive: z.boolean(),
  /** E-mails to the park's own address: each new booking, cancellation and refund, and the day at 06:00. */
  ownerNotices: z.boolean(),
  /** Whether a customer's first booking asks for their mobile (decision 118). */
  mobileAsk: mobileAskSchema.default('optional'),
});
export type FeaturesSection = z.infer<typeof featuresSectionSchema>;

// Videos: an address on an allowed host (YouTube's no-cookie embed, Vimeo), kept in its
// embed form by the server.

export const videosSectionSchema = z
  .array(
    z.object({
      title: required(100, 'video a title'),
      url: singleLineText(500),
    }),
  )
  .max(2, 'Two videos at most.');
export type VideosSection = z.infer<typeof videosSectionSchema>;

export const SETTINGS_SECTIONS = [
  'park',
  'opening',
  'booking-rules',
  'prices',
  'features',
  'videos',
  'texts',
  'passes',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Each section's body when it is saved. */
export const sectionSchemas = {
  park: parkSectionSchema,
  opening: openingSectionSchema,
  'booking-rules': bookingRulesSectionSchema,
  prices: pricesSectionSchema,
  features: featuresSectionSchema,
  videos: videosSectionSchema,
  texts: textsSectionSchema,
  passes: passTypesSectionSchema,
} as const satisfies Record<SettingsSection, z.ZodType>;

/** Where each section stands in the settings answer. */
export const SECTION_KEYS = {
  park: 'park',
  opening: 'opening',
  'booking-rules': 'bookingRules',
  prices: 'prices',
  features: 'features',
  videos: 'videos',
  texts: 'texts',
  passes: 'passes',
} as const satisfies Record<SettingsSection, string>;

export const lastChangeSchema = z.object({ at: z.string(), by: z.string() }).nullable();

/** GET /api/admin/settings: every section's values, and when and by whom each was last saved. */
export const adminSettingsSchema = z.object({
  park: parkSectionSchema,
  opening: openingSectionSchema,
  bookingRules: bookingRulesSectionSchema,
  prices: pricesSectionSchema,
  features: featuresSectionSchema,
  videos: videosSectionSchema,
  texts: textsSectionSchema,
  /** The session passes on sale, or taken off (decision 101). */
  passes: passTypesSectionSchema,
  /** How each field's gate is opened, its lock included, in the park's order (decision 137). */
  fieldGates: z.array(fieldGateSchema),
  changed: z.record(z.enum(SETTINGS_SECTIONS), lastChangeSchema),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/**
 * Saving hours or lengths never cancels a booking: when bookings already made would fall
 * outside them, nothing is saved and they are listed; sent again with `confirm`, it is saved
 * and they stay.
 */
export const saveResultSchema = z.discriminatedUnion('saved', [
  z.object({ saved: z.literal(true), settings: adminSettingsSchema }),
  z.object({
    saved: z.literal(false),
    outsideHours: z.array(bookingOnDateSchema.extend({ date: z.string() })),
  }),
]);
export type SaveResult = z.infer<typeof saveResultSchema>;

export const confirmQuerySchema = z.object({
  confirm: z
    .enum(['yes', 'no'])
    .default('no')
    .transform((answer) => answer === 'yes'),
});

/** Closes a field to new bookings (retired), or opens it again; its bookings stay either way. */
export const retireFieldSchema = z.object({ retired: z.boolean() });

/** The field as it now is, with the bookings still to come on it, for the owner to see. */
export const retiredFieldSchema = z.object({
  field: parkFieldSchema,
  bookingsToCome: z.array(bookingOnDateSchema.extend({ date: z.string() })),
});
