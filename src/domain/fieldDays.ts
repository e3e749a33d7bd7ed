/**
 * A day of a park of several fields, from each field's own day (decision 114): the admin's
 * Today and Calendar show each field in a lane, and the park's day over them.
 */
import type { DayOpening } from './dayPlan';

/**
 * The park is open from the earliest opening of a field to the latest closing; it is closed
 * only when every field is, for the first field's reason (the whole park's reason, when the
 * park was closed, is every field's).
 */
export function parkDayOpening(fields: readonly DayOpening[]): DayOpening {
  const open = fields.filter((field) => field.opens !== null && field.closes !== null);
  if (open.length === 0) {
    const reason = fields[0]?.closedReason ?? 'No opening hours that day';
    return { opens: null, closes: null, closedReason: reason };
  }
  const opens = open.map((field) => field.opens as string).sort()[0] ?? null;
  const closes =
    open
      .map((field) => field.closes as string)
      .sort()
      .at(-1) ?? null;
  return { opens, closes, closedReason: null };
}
