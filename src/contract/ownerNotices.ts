import { z } from 'zod';

/**
 * The owner's private calendar feed (super admins): its secret address, shown in the Settings
 * tab, and a new one on request.
 */

/** GET /api/admin/calendar-feed: the address, or null until one has been made. */
export const calendarFeedAddressSchema = z.object({ url: z.string().nullable() });
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;

/** POST /api/admin/calendar-feed: a new address; the one before it answers 404 from now on. */
export const newCalendarFeedAddressSchema = z.object({ url: z.string() });
export type NewCalendarFeedAddress = z.infer<typeof newCalendarFeedAddressSchema>;

/** GET /calendar/:file, where `file` is '<token>.ics'; any other file answers 404. */
export const calendarFeedParamsSchema = z.object({ file: z.string() });
