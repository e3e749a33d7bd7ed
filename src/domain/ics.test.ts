import fc from 'fast-check';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type CalendarEventInput, calendarEvent, calendarFeed } from './ics';

const booking: CalendarEventInput = {
  uid: 'booking-42@paddock',
  stamp: new Date('2025-06-01T08:15:30Z'),
  date: '2025-06-14',
  time: '10:00',
  minutes: 60,
  timeZone: 'Europe/London',
  summary: 'Paddock: 1 hour, 1-4 dogs',
  description: 'Gate code #1234#',
  location: 'Paddock dog field',
};

/** Parses with ical.js, registering the file's own time zones as a calendar app would. */
function parseEvent(ics: string): ICAL.Event {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return new ICAL.Event(vevent);
}

function startOf(input: Partial<CalendarEventInput>): string {
  return parseEvent(calendarEvent({ ...booking, ...input }))
    .startDate.toJSDate()
    .toISOString();
}

function octets(line: string): number {
  return new TextEncoder().encode(line).length;
}

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
}

afterEach(() => {
  ICAL.TimezoneService.reset();
});

describe('calendarEvent', () => {
  it('writes a published Gregorian calendar with one event', () => {
    const lines = unfold(calendarEvent(booking));
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Paddock//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:booking-42@paddock');
    expect(lines).toContain('DTSTAMP:20250601T081530Z');
    expect(lines).toContain('SUMMARY:Paddock: 1 hour\\, 1-4 dogs');
    expect(lines).toContain('LOCATION:Paddock dog field');
  });

  it('writes London bookings in London time with the UK time-zone rules', () => {
    const lines = unfold(calendarEvent(booking));
    expect(lines).toContain('DTSTART;TZID=Europe/London:20250614T100000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20250614T110000');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VTIMEZONE',
        'TZID:Europe/London',
        'TZNAME:BST',
        'DTSTART:19810329T010000',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
        'TZNAME:GMT',
        'DTSTART:19961027T020000',
        'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      ]),
    );
  });

  it('starts a summer booking at 10:00 BST, 09:00 UTC, for ical.js', () => {
    expect(startOf({})).toBe('2025-06-14T09:00:00.000Z');
  });

  it('starts bookings on the 2025 clock-change days at the right instant for ical.js', () => {
    expect(startOf({ date: '2025-10-26' })).toBe('2025-10-26T10:00:00.000Z');
    expect(startOf({ date: '2025-03-30' })).toBe('2025-03-30T09:00:00.000Z');
  });

  it('starts a winter booking at 10:00 GMT for ical.js', () => {
    expect(startOf({ date: '2025-12-14' })).toBe('2025-12-14T10:00:00.000Z');
  });

  it('makes a booking last its real minutes when the clocks change during it', () => {
    const ics = calendarEvent({ ...booking, date: '2025-03-30', time: '00:30', minutes: 60 });
    expect(unfold(ics)).toContain('DTSTART;TZID=Europe/London:20250330T003000');
    expect(unfold(ics)).toContain('DTEND;TZID=Europe/London:20250330T023000');
    const event = parseEvent(ics);
    const length = event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime();
    expect(length).toBe(3_600_000);
  });

  it('ends a half-hour booking thirty minutes after it starts', () => {
    const event = parseEvent(calendarEvent({ ...booking, minutes: 30 }));
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-06-14T09:30:00.000Z');
  });

  it('writes other zones in UTC without a time-zone block', () => {
    const ics = calendarEvent({ ...booking, timeZone: 'America/New_York' });
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART:20250614T140000Z');
    expect(lines).toContain('DTEND:20250614T150000Z');
    expect(ics).not.toContain('VTIMEZONE');
    expect(parseEvent(ics).startDate.toJSDate().toISOString()).toBe('2025-06-14T14:00:00.000Z');
  });

  it('adds the URL only when there is one', () => {
    const url = 'https://paddock.example/bookings/42';
    expect(unfold(calendarEvent({ ...booking, url }))).toContain(`URL:${url}`);
    expect(calendarEvent(booking)).not.toContain('URL:');
  });

  it('brings back a description with commas, semicolons, backslashes, newlines and emoji', () => {
    const description =
      'Bring water, towels; leads too.\nGate: #1234#\\ then close it\r\nSee you 🐕‍🦺🐾, thanks!';
    const event = parseEvent(calendarEvent({ ...booking, description }));
    expect(event.description).toBe(description.replace(/\r\n/g, '\n'));
    expect(event.summary).toBe(booking.summary);
    expect(event.location).toBe(booking.location);
    expect(event.uid).toBe(booking.uid);
  });

  it('escapes text so a value cannot start a new property', () => {
    const ics = calendarEvent({ ...booking, summary: 'a\nEND:VEVENT', description: 'x;y,z\\' });
    const lines = unfold(ics);
    expect(lines).toContain('SUMMARY:a\\nEND:VEVENT');
    expect(lines).toContain('DESCRIPTION:x\\;y\\,z\\\\');
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
  });

  it('folds long lines at 75 octets without splitting a character, ending each with CRLF', () => {
    const description = `${'Walkies '.repeat(12)}${'🐕é'.repeat(40)}`;
    const ics = calendarEvent({ ...booking, description });
    expect(ics.endsWith('\r\n')).toBe(true);
    const physical = ics.split('\r\n').slice(0, -1);
    expect(physical.length).toBeGreaterThan(unfold(ics).length);
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\r\n]/);
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
    }
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(parseEvent(ics).description).toBe(description);
  });

  it('breaks a line only where the next character would pass 75 octets', () => {
    const description = `${'é€🐕x'.repeat(30)}${'€'.repeat(30)}`;
    const physical = calendarEvent({ ...booking, description }).split('\r\n');
    let folds = 0;
    physical.forEach((line, i) => {
      const next = physical[i + 1];
      if (!next?.startsWith(' ')) return;
      folds++;
      const [firstChar = ''] = next.slice(1);
      expect(octets(line) + octets(firstChar)).toBeGreaterThan(75);
    });
    expect(folds).toBeGreaterThan(3);
  });

  it('fills each folded line to the limit', () => {
    const ics = calendarEvent({ ...booking, description: 'x'.repeat(200) });
    const physical = ics.split('\r\n');
    const start = physical.findIndex((line) => line.startsWith('DESCRIPTION:'));
    expect(octets(physical[start] ?? '')).toBe(75);
    expect(physical[start + 1]).toMatch(/^ x{74}$/);
  });

  it('round-trips any text through ical.js within the line limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const ics = calendarEvent({ ...booking, description: text, summary: text });
        for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        const event = parseEvent(ics);
        const expected = text.replace(/\r\n|\r/g, '\n');
        expect(event.description).toBe(expected);
        expect(event.summary).toBe(expected);
      }),
    );
  });

  it('refuses a booking with no length or a URL with a line break', () => {
    expect(() => calendarEvent({ ...booking, minutes: 0 })).toThrow(RangeError);
    expect(() => calendarEvent({ ...booking, minutes: 1.5 })).toThrow(RangeError);
    expect(() => calendarEvent({ ...booking, url: 'https://x\r\nEND:VEVENT' })).toThrow(RangeError);
  });
});

describe('a calendar feed', () => {
  const feed = (inputs: CalendarEventInput[]) =>
    calendarFeed(inputs, { name: 'Paddock bookings', refreshMinutes: 60 });

  it('holds each event once, with its own UID, and names itself and how often to fetch it', () => {
    const later = { ...booking, uid: 'booking-43@paddock', time: '15:00', sequence: 2 };
    const calendar = new ICAL.Component(ICAL.parse(feed([booking, later])));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((event) => event.uid)).toEqual(['booking-42@paddock', 'booking-43@paddock']);
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2025-06-14T09:00:00.000Z',
      '2025-06-14T14:00:00.000Z',
    ]);
    expect(events[1]?.sequence).toBe(2);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Paddock bookings');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT60M');
  });

  it('is still a valid calendar with no events at all', () => {
    const calendar = new ICAL.Component(ICAL.parse(feed([])));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });

  it('refuses a refresh that is not a whole number of minutes, or a negative sequence', () => {
    expect(() => calendarFeed([], { name: 'x', refreshMinutes: 0 })).toThrow(RangeError);
    expect(() => feed([{ ...booking, sequence: -1 }])).toThrow(RangeError);
  });
});
