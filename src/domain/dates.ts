/**
 * Calendar dates are park-local and written ISO style ('2025-05-10'); instants are Dates.
 * Nothing here reads a clock: the caller passes the instant in.
 */
export type LocalDate = string;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLocalDate(value: string): value is LocalDate {
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

export function parseLocalDate(value: LocalDate): { year: number; month: number; day: number } {
  if (!isLocalDate(value)) throw new RangeError(`not a calendar date: ${value}`);
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return { year: y, month: m, day: d };
}

/** 1 → 'st', 2 → 'nd', 3 → 'rd', 11–13 → 'th', 21 → 'st' … */
export function ordinalSuffix(day: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (day % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** '2025-06-14' → '14th of June 2025', the form the seed's pages and e-mails use. */
export function dateInWords(date: LocalDate): string {
  return `${dayOfMonthInWords(date)} ${parseLocalDate(date).year}`;
}

/** '2025-06-14' → '14th of June': for a day near enough not to need its year. */
export function dayOfMonthInWords(date: LocalDate): string {
  const { month, day } = parseLocalDate(date);
  return `${day}${ordinalSuffix(day)} of ${MONTHS[month - 1]}`;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(instant: Date, timeZone: string): Record<string, string> {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The calendar date it is in `timeZone` at `instant`. */
export function localDateAt(instant: Date, timeZone: string): LocalDate {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The wall-clock time ('HH:MM', 24-hour) in `timeZone` at `instant`. */
export function localTimeAt(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.hour}:${p.minute}`;
}
