/**
 * iCalendar (RFC 5545) files: one booking, for "add to calendar" links and e-mail attachments,
 * or many, for the owner's subscribed calendar feed.
 */
import type { LocalDate } from './dates';
import type { ClockTime } from './slots';
import { instantOf, wallClockOf } from './zonedTime';

export interface CalendarEventInput {
  uid: string;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
  date: LocalDate;
  time: ClockTime;
  minutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url?: string;
  /** SEQUENCE: goes up each time the event changes (a moved booking), so calendars take the new one. */
  sequence?: number;
}

/** A calendar that a phone subscribes to: its name and how often to fetch it again. */
export interface CalendarFeedOptions {
  name: string;
  refreshMinutes: number;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const MINUTE_MS = 60_000;
const LONDON = 'Europe/London';

/** The UK's clock changes as they have run since 1996; no booking is older than that. */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LONDON}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values (RFC 5545 §3.3.11): these four would otherwise end or split the value. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** RFC 5545 §3.1: at most 75 octets a line; a continuation line starts with one space. */
function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** 2025-06-14T09:00:00.000Z → 20250614T090000Z */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function localDateTime(date: LocalDate, time: ClockTime): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** With a VTIMEZONE the times stay in park time; without one, UTC is the only safe form. */
function dateTimeProperty(name: string, instant: Date, timeZone: string): string {
  if (timeZone !== LONDON) return `${name}:${utcDateTime(instant)}`;
  const { date, time } = wallClockOf(instant, timeZone);
  return `${name};TZID=${timeZone}:${localDateTime(date, time)}`;
}

function checkInput(input: CalendarEventInput): void {
  if (!Number.isInteger(input.minutes) || input.minutes <= 0) {
    throw new RangeError(`minutes must be a whole number above 0, got ${input.minutes}`);
  }
  if (Number.isNaN(input.stamp.getTime())) throw new RangeError('stamp is not a valid date');
  // A URI value is written as is, so a line break in it would start a new property.
  if (input.url !== undefined && /[\r\n]/.test(input.url)) {
    throw new RangeError('url must not contain line breaks');
  }
  if (input.sequence !== undefined && !(Number.isInteger(input.sequence) && input.sequence >= 0)) {
    throw new RangeError(`sequence must be a whole number from 0, got ${input.sequence}`);
  }
}

function eventLines(input: CalendarEventInput): string[] {
  const start = instantOf(input.date, input.time, input.timeZone);
  const end = new Date(start.getTime() + input.minutes * MINUTE_MS);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(input.uid)}`,
    `DTSTAMP:${utcDateTime(input.stamp)}`,
    ...(input.sequence === undefined ? [] : [`SEQUENCE:${input.sequence}`]),
    dateTimeProperty('DTSTART', start, input.timeZone),
    dateTimeProperty('DTEND', end, input.timeZone),
    `SUMMARY:${escapeText(input.summary)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `LOCATION:${escapeText(input.location)}`,
    ...(input.url === undefined ? [] : [`URL:${input.url}`]),
    'END:VEVENT',
  ];
}

function calendarLines(inputs: readonly CalendarEventInput[], header: string[]): string {
  for (const input of inputs) checkInput(input);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Paddock//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...header,
    ...(inputs.some((input) => input.timeZone === LONDON) ? LONDON_VTIMEZONE : []),
    ...inputs.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}

export function calendarEvent(input: CalendarEventInput): string {
  return calendarLines([input], []);
}

/**
 * Many events in one calendar, named, with how often a subscribed client should fetch it again
 * (REFRESH-INTERVAL of RFC 7986, and the X-PUBLISHED-TTL older clients read).
 */
export function calendarFeed(
  inputs: readonly CalendarEventInput[],
  options: CalendarFeedOptions,
): string {
  if (!Number.isInteger(options.refreshMinutes) || options.refreshMinutes <= 0) {
    throw new RangeError(
      `refreshMinutes must be a whole number above 0, got ${options.refreshMinutes}`,
    );
  }
  const every = `PT${options.refreshMinutes}M`;
  return calendarLines(inputs, [
    `NAME:${escapeText(options.name)}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${every}`,
    `X-PUBLISHED-TTL:${every}`,
  ]);
}
