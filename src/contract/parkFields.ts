import { z } from 'zod';
import {
  fieldSalesProblems,
  LONGEST_SESSION_MINUTES,
  MOST_DOGS_A_FIELD_TAKES,
  parseBandLabel,
  SHORTEST_SESSION_MINUTES,
} from '../domain/fieldSales';
import { localDateSchema, singleLineText } from './fields';
import { openingHoursSchema } from './hours';
import { shownPhotoSchema } from './photos';

// The fields of a park (decision 111): what each sells, its hours and its closed dates.

export const bandLabelSchema = z
  .string()
  .max(5)
  .refine((label) => parseBandLabel(label) !== null, 'Expected a number of dogs such as 1-4.');

export const sessionMinutesSchema = z
  .number()
  .int()
  .min(SHORTEST_SESSION_MINUTES)
  .max(LONGEST_SESSION_MINUTES);

export const dogBandRangeSchema = z.object({
  from: z.number().int().min(1).max(MOST_DOGS_A_FIELD_TAKES),
  to: z.number().int().min(1).max(MOST_DOGS_A_FIELD_TAKES),
});

export const fieldPriceSchema = z.object({
  band: bandLabelSchema,
  minutes: sessionMinutesSchema,
  pence: z.number().int().min(0).max(100_000_00),
  weekendPence: z.number().int().min(0).max(100_000_00).nullable(),
});

/** What a field sells, as the owner sets it; checked as a whole by `fieldSalesProblems`. */
export const fieldSalesSchema = z
  .object({
    maxDogs: z.number().int().min(1).max(MOST_DOGS_A_FIELD_TAKES),
    lengths: z.array(sessionMinutesSchema).min(1).max(12),
    startStepMinutes: z.number().int().min(5).max(LONGEST_SESSION_MINUTES).nullable(),
    bands: z.array(dogBandRangeSchema).min(1).max(MOST_DOGS_A_FIELD_TAKES),
    prices: z.array(fieldPriceSchema).max(600),
  })
  .superRefine((sales, context) => {
    for (const message of fieldSalesProblems(sales)) context.addIssue({ code: 'custom', message });
  });

/**
 * How the field's gate is opened (decision 117): the seed's code for each week of the month,
 * a code for each day, or each booking's own code from a smart lock through Seam.
 */
export const accessKindSchema = z.enum(['week', 'day', 'lock']);
export type AccessKind = z.infer<typeof accessKindSchema>;

export const fieldAccessSchema = z
  .object({
    kind: accessKindSchema,
    /**
     * The lock's device in the park's Seam workspace: useless without the key, but staff's
     * alone, so no public answer carries it (decision 137).
     */
    lockDeviceId: singleLineText(200)
      .transform((id) => id.trim())
      .nullable(),
    /** A booking's own code works until this long after its slot ends. */
    minutesAfter: z.number().int().min(0).max(60),
    /** A code not on the lock this long before the slot gives way to the fallback code. */
    deadlineMinutes: z.number().int().min(0).max(1440),
  })
  .refine((access) => access.kind !== 'lock' || Boolean(access.lockDeviceId), {
    message: 'Choose the lock that opens this field.',
    path: ['lockDeviceId'],
  });
export type FieldAccess = z.output<typeof fieldAccessSchema>;

/**
 * How the field's gate is opened, as anyone may know it: no lock's identifier (decision 137).
 * Staff read the whole of it, lock included, as `fieldGateSchema` in the Settings answer.
 */
export const publicFieldAccessSchema = z.object({
  kind: accessKindSchema,
  minutesAfter: z.number().int().min(0).max(60),
  deadlineMinutes: z.number().int().min(0).max(1440),
});
export type PublicFieldAccess = z.infer<typeof publicFieldAccessSchema>;

/** A field as the owner writes it in Settings → Fields. */
export const fieldSettingsSchema = z.object({
  name: singleLineText(60)
    .refine((name) => name.trim() !== '', 'Give the field a name.')
    .transform((name) => name.trim()),
  description: singleLineText(300).transform((text) => text.trim()),
  size: singleLineText(60).transform((text) => text.trim()),
  sales: fieldSalesSchema,
  hours: openingHoursSchema,
  handoverMinutes: z.number().int().min(0).max(15),
  /** Left out, the field keeps how it is opened. */
  access: fieldAccessSchema.optional(),
});
export type FieldSettings = z.output<typeof fieldSettingsSchema>;

/** A field as anyone may know it: GET /api/park lists them, in the owner's order. */
export const parkFieldSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  size: z.string(),
  maxDogs: z.number().int().positive(),
  lengths: z.array(z.number().int()),
  startStepMinutes: z.number().int().nullable(),
  bands: z.array(dogBandRangeSchema),
  prices: z.array(fieldPriceSchema),
  hours: openingHoursSchema,
  /** The days it is closed: its own and the whole park's. */
  closedDates: z.array(localDateSchema),
  handoverMinutes: z.number().int().nonnegative(),
  /** Closed to new bookings; its bookings stay. */
  retired: z.boolean(),
  access: publicFieldAccessSchema,
  /** The field's own gallery, in the owner's order (none: the page keeps our artwork). */
  photos: z.array(shownPhotoSchema),
});
export type ParkField = z.infer<typeof parkFieldSchema>;

/** A field's number, as requests name it. */
export const fieldIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A field's gate as staff set it, its lock included: only the owner's Settings answer has it. */
export const fieldGateSchema = z.object({ fieldId: fieldIdSchema, access: fieldAccessSchema });
export type FieldGate = z.output<typeof fieldGateSchema>;

export const fieldIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'expected a field number')
    .transform(Number),
});

export const savedFieldSchema = z.object({ field: parkFieldSchema });

/**
 * Settings → Fields: every field once, in the order the park lists them. The first field stays
 * first (decision 113): the Opening, Booking rules and Prices sections edit it and a request
 * naming no field books it, so moving another before it would move those too.
 */
export const fieldOrderSchema = z.object({
  fieldIds: z
    .array(fieldIdSchema)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each field once.'),
});
export type FieldOrder = z.infer<typeof fieldOrderSchema>;

/** The fields as the park now lists them. */
export const orderedFieldsSchema = z.object({ fields: z.array(parkFieldSchema) });
