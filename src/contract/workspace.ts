import { z } from 'zod';
import { customerContactSchema, fieldQuerySchema } from './admin';
import { BOOKING_STATUSES } from './bookings';
import { localDateSchema } from './fields';
import { accessKindSchema } from './parkFields';
import { passPaidSchema } from './passes';

// The admin workspace: Today and the Calendar.

/** A booking as the workspace shows it: on the timeline, in the calendar, as now or next. */
export const workspaceBookingSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  /** When it ends ('24:00' at midnight). */
  endTime: z.string(),
  minutes: z.number().int(),
  /** The customer's e-mail (typed for a manual booking), or 'Manual Booking' for the park's own. */
  who: z.string(),
  /** The dogs band ('1-4') of a customer's booking, the number of dogs ('3') of a manual one. */
  dogs: z.string(),
  status: z.enum(BOOKING_STATUSES),
  isManual: z.boolean(),
  isTest: z.boolean(),
  refundedPence: z.number().int(),
  /** What its payment took (0 for a manual booking); null while it is an unpaid hold. */
  paidPence: z.number().int().nullable(),
  /** When an unpaid hold lets the slot go; null once paid. */
  holdExpiresAt: z.string().nullable(),
  /** The pass that paid for it, if one did (decision 127). */
  pass: passPaidSchema.nullable().optional(),
  /** The field it is on. */
  fieldId: z.number().int(),
  /** The field's name where the park has several; null in a park of one, which names none. */
  fieldName: z.string().nullable(),
  ...customerContactSchema.shape,
});
export type WorkspaceBooking = z.infer<typeof workspaceBookingSchema>;

/** One field's day, as its lane shows it: its own hours, or why it is closed (decision 114). */
export const workspaceLaneSchema = z.object({
  fieldId: z.number().int(),
  name: z.string(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  /** Null on an open day. */
  closedReason: z.string().nullable(),
});
export type WorkspaceLane = z.infer<typeof workspaceLaneSchema>;

/**
 * One day: its hours, or why it is closed, and the bookings that hold a field that day (paid,
 * manual, and unpaid holds still in their time), in time order. Cancelled bookings and lapsed
 * holds are left out: they no longer hold the field (decision 083). With several fields the
 * hours are the park's (the earliest opening to the latest closing; closed only when every
 * field is), and each field's own are in `lanes`.
 */
export const workspaceDaySchema = z.object({
  date: z.string(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  /** Null on an open day. */
  closedReason: z.string().nullable(),
  bookings: z.array(workspaceBookingSchema),
  /**
   * A lane for each field shown, in the owner's order: every field open to bookings, and a
   * retired one on a day it still has bookings; only the chosen one when a field is asked for.
   * Empty in a park of one field, which shows no lanes.
   */
  lanes: z.array(workspaceLaneSchema),
});
export type WorkspaceDay = z.infer<typeof workspaceDaySchema>;

/** Which field Today and the Calendar show; all of them when none is named. */
export const workspaceQuerySchema = fieldQuerySchema;

/** A lane of Today: its field's gate code, and who is on it now and next. */
export const todayLaneSchema = z.object({
  fieldId: z.number().int(),
  name: z.string(),
  gateCode: z.string(),
  /** How the field is opened, where not by the week's code (decision 117). */
  access: accessKindSchema.optional(),
  onFieldNowId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type TodayLane = z.infer<typeof todayLaneSchema>;

export const todayResponseSchema = z.object({
  /** The park's time when the server answered, 'HH:MM'. */
  nowTime: z.string(),
  /** Today's gate code, four digits: the first field's, or the chosen field's. */
  gateCode: z.string(),
  /**
   * How that field is opened, where not by the week's code (decision 117): with 'lock', each
   * booking has its own code and `gateCode` is the day's fallback.
   */
  access: accessKindSchema.optional(),
  day: workspaceDaySchema,
  /** The paid or manual booking on the field at `nowTime`, and the next to start today. */
  onFieldNowId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
  /** Today's unpaid holds, with when each expires. */
  holds: z.array(workspaceBookingSchema),
  tomorrow: z.object({
    date: z.string(),
    /** Tomorrow's first paid or manual booking. */
    first: workspaceBookingSchema.nullable(),
  }),
  /** Each lane of `day.lanes` with its own code, now and next; empty in a park of one field. */
  lanes: z.array(todayLaneSchema),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;

export const CALENDAR_MAX_DAYS = 7;

export const calendarQuerySchema = workspaceQuerySchema.extend({
  from: localDateSchema,
  days: z.coerce
    .number({ message: 'Give the number of days, 1 to 7.' })
    .int('Give the number of days, 1 to 7.')
    .min(1, 'Give the number of days, 1 to 7.')
    .max(CALENDAR_MAX_DAYS, 'Give the number of days, 1 to 7.')
    .default(CALENDAR_MAX_DAYS),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The park's date now, for the Today button and for marking today. */
  today: z.string(),
  days: z.array(workspaceDaySchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
