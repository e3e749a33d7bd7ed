import { type LocalDate, localDateAt, localTimeAt } from './dates';

/** When, in park time, the owner's summary of the day is due. */
export const DAILY_SUMMARY_AT = '06:00';

/**
 * The park day whose summary is due at `instant`: today, from 06:00 park time on; nothing
 * before then. Only ever today's: a day the server missed altogether is not summed up late.
 */
export function summaryDayDue(instant: Date, timeZone: string): LocalDate | null {
  return localTimeAt(instant, timeZone) >= DAILY_SUMMARY_AT ? localDateAt(instant, timeZone) : null;
}
