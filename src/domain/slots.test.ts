import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockTimeOf,
  daySlots,
  type Interval,
  isClockTime,
  isOnGrid,
  minutesOf,
  overlaps,
  type SlotMinutes,
  slotGrid,
  slotHasStarted,
} from './slots';

const minuteOfDay = fc.integer({ min: 0, max: 1439 });
const step = fc.constantFrom<SlotMinutes>(30, 60);

describe('isClockTime', () => {
  it.each(['00:00', '06:30', '09:05', '19:59', '23:59'])('accepts %s', (value) => {
    expect(isClockTime(value)).toBe(true);
  });

  it.each(['24:00', '6:30', '06:3', '06:60', '06-30', ' 06:30', '06:30 ', '06:30:00', '', '٠٦:٣٠'])(
    'rejects %j',
    (value) => {
      expect(isClockTime(value)).toBe(false);
    },
  );
});

describe('minutesOf and clockTimeOf', () => {
  it('counts minutes from midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('06:30')).toBe(390);
    expect(minutesOf('22:00')).toBe(1320);
    expect(minutesOf('23:59')).toBe(1439);
  });

  it('writes minutes from midnight as a zero-padded 24-hour time', () => {
    expect(clockTimeOf(0)).toBe('00:00');
    expect(clockTimeOf(390)).toBe('06:30');
    expect(clockTimeOf(545)).toBe('09:05');
    expect(clockTimeOf(1439)).toBe('23:59');
  });

  it('refuses malformed times and minutes outside the day', () => {
    expect(() => minutesOf('24:00')).toThrow(RangeError);
    expect(() => minutesOf('6:30')).toThrow(RangeError);
    expect(() => clockTimeOf(-1)).toThrow(RangeError);
    expect(() => clockTimeOf(1440)).toThrow(RangeError);
    expect(() => clockTimeOf(90.5)).toThrow(RangeError);
    expect(() => clockTimeOf(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(minuteOfDay, (minutes) => {
        const time = clockTimeOf(minutes);
        expect(isClockTime(time)).toBe(true);
        expect(minutesOf(time)).toBe(minutes);
      }),
    );
  });

  it('orders times the same way as their minutes', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, (a, b) => {
        expect(clockTimeOf(a) < clockTimeOf(b)).toBe(a < b);
      }),
    );
  });
});

describe('slotGrid', () => {
  it('offers 32 half-hour slots from 06:00 to the last one at 21:30', () => {
    const grid = slotGrid('06:00', '22:00', 30);
    expect(grid).toHaveLength(32);
    expect(grid.slice(0, 3)).toEqual(['06:00', '06:30', '07:00']);
    expect(grid.at(-1)).toBe('21:30');
  });

  it('offers 16 hour slots from 06:00 to the last one at 21:00', () => {
    const grid = slotGrid('06:00', '22:00', 60);
    expect(grid).toHaveLength(16);
    expect(grid.slice(0, 2)).toEqual(['06:00', '07:00']);
    expect(grid.at(-1)).toBe('21:00');
  });

  it('leaves out a slot that would run past closing', () => {
    expect(slotGrid('06:00', '08:30', 60)).toEqual(['06:00', '07:00']);
    expect(slotGrid('06:30', '08:00', 30)).toEqual(['06:30', '07:00', '07:30']);
  });

  it('is empty when the day is shorter than one slot', () => {
    expect(slotGrid('10:00', '10:30', 60)).toEqual([]);
    expect(slotGrid('10:00', '10:00', 30)).toEqual([]);
    expect(slotGrid('22:00', '06:00', 30)).toEqual([]);
  });

  it('refuses a slot length other than 30 or 60', () => {
    expect(() => slotGrid('06:00', '22:00', 45 as SlotMinutes)).toThrow(RangeError);
  });

  it('holds exactly the starts opens + k × step that end by closing', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, step, (open, close, length) => {
        const grid = slotGrid(clockTimeOf(open), clockTimeOf(close), length);
        const expected: string[] = [];
        for (let k = 0; open + (k + 1) * length <= close; k++) {
          expected.push(clockTimeOf(open + k * length));
        }
        expect(grid).toEqual(expected);
      }),
    );
  });
});

describe('isOnGrid', () => {
  it('accepts the grid times of a 06:00–22:00 day', () => {
    expect(isOnGrid('06:00', '06:00', '22:00', 30)).toBe(true);
    expect(isOnGrid('21:30', '06:00', '22:00', 30)).toBe(true);
    expect(isOnGrid('21:00', '06:00', '22:00', 60)).toBe(true);
  });

  it('rejects times off the step, before opening or running past closing', () => {
    expect(isOnGrid('06:15', '06:00', '22:00', 30)).toBe(false);
    expect(isOnGrid('06:30', '06:00', '22:00', 60)).toBe(false);
    expect(isOnGrid('05:30', '06:00', '22:00', 30)).toBe(false);
    expect(isOnGrid('21:30', '06:00', '22:00', 60)).toBe(false);
    expect(isOnGrid('22:00', '06:00', '22:00', 30)).toBe(false);
  });

  it('says a malformed time is not on the grid', () => {
    expect(isOnGrid('6:00', '06:00', '22:00', 30)).toBe(false);
    expect(isOnGrid('', '06:00', '22:00', 30)).toBe(false);
  });

  it('agrees with slotGrid for every minute of the day', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, minuteOfDay, step, (time, open, close, length) => {
        const [opens, closes] = [clockTimeOf(open), clockTimeOf(close)];
        const grid = slotGrid(opens, closes, length);
        expect(isOnGrid(clockTimeOf(time), opens, closes, length)).toBe(
          grid.includes(clockTimeOf(time)),
        );
      }),
    );
  });
});

describe('overlaps', () => {
  const booked: Interval = { start: 600, end: 660 }; // 10:00–11:00

  it('finds a new slot that starts within, ends within, encloses or matches a booking', () => {
    expect(overlaps({ start: 630, end: 690 }, booked)).toBe(true);
    expect(overlaps({ start: 570, end: 630 }, booked)).toBe(true);
    expect(overlaps({ start: 570, end: 690 }, booked)).toBe(true);
    expect(overlaps({ start: 615, end: 645 }, booked)).toBe(true);
    expect(overlaps({ start: 600, end: 660 }, booked)).toBe(true);
  });

  it('lets slots that only touch end to start sit side by side', () => {
    expect(overlaps({ start: 600, end: 630 }, { start: 630, end: 660 })).toBe(false);
    expect(overlaps({ start: 660, end: 720 }, booked)).toBe(false);
    expect(overlaps({ start: 540, end: 600 }, booked)).toBe(false);
  });

  it('works on epoch milliseconds too', () => {
    const a = { start: Date.UTC(2025, 5, 14, 9), end: Date.UTC(2025, 5, 14, 10) };
    const b = { start: Date.UTC(2025, 5, 14, 9, 30), end: Date.UTC(2025, 5, 14, 10, 30) };
    const c = { start: Date.UTC(2025, 5, 14, 10), end: Date.UTC(2025, 5, 14, 11) };
    expect(overlaps(a, b)).toBe(true);
    expect(overlaps(a, c)).toBe(false);
  });

  const interval = fc
    .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 60 }))
    .map(([start, length]) => ({ start, end: start + length }));

  it('is true exactly when some minute lies in both intervals', () => {
    fc.assert(
      fc.property(interval, interval, (a, b) => {
        let shared = false;
        for (let minute = a.start; minute < a.end; minute++) {
          if (minute >= b.start && minute < b.end) shared = true;
        }
        expect(overlaps(a, b)).toBe(shared);
        expect(overlaps(b, a)).toBe(shared);
      }),
    );
  });
});

describe('slotHasStarted', () => {
  it('counts every slot on an earlier day as started', () => {
    expect(slotHasStarted('2025-06-13', '21:30', '2025-06-14', '06:00')).toBe(true);
    expect(slotHasStarted('2024-12-31', '21:30', '2025-01-01', '00:00')).toBe(true);
  });

  it('counts no slot on a later day as started', () => {
    expect(slotHasStarted('2025-06-15', '06:00', '2025-06-14', '23:59')).toBe(false);
    expect(slotHasStarted('2026-01-01', '06:00', '2025-12-31', '23:59')).toBe(false);
  });

  it('counts a slot today as started from its first minute', () => {
    expect(slotHasStarted('2025-06-14', '10:00', '2025-06-14', '09:59')).toBe(false);
    expect(slotHasStarted('2025-06-14', '10:00', '2025-06-14', '10:00')).toBe(true);
    expect(slotHasStarted('2025-06-14', '10:00', '2025-06-14', '10:01')).toBe(true);
  });

  it('refuses dates that are not calendar dates', () => {
    expect(() => slotHasStarted('2025-02-30', '10:00', '2025-06-14', '10:00')).toThrow(RangeError);
  });
});

describe('daySlots', () => {
  const day = {
    date: '2025-06-14',
    opens: '06:00',
    closes: '22:00',
    today: '2025-06-10',
    nowTime: '12:00',
  } as const;

  function unavailable(slots: { time: string; available: boolean }[]): string[] {
    return slots.filter((slot) => !slot.available).map((slot) => slot.time);
  }

  it('offers every slot of a future day with no bookings', () => {
    const slots = daySlots({ ...day, step: 30, busy: [] });
    expect(slots).toHaveLength(32);
    expect(slots.every((slot) => slot.available)).toBe(true);
  });

  it('closes the half-hour slots a one-hour booking covers, and no others', () => {
    const slots = daySlots({ ...day, step: 30, busy: [{ start: 600, end: 660 }] });
    expect(unavailable(slots)).toEqual(['10:00', '10:30']);
  });

  it('closes the hour slot a half-hour booking falls in', () => {
    const slots = daySlots({ ...day, step: 60, busy: [{ start: 630, end: 660 }] });
    expect(unavailable(slots)).toEqual(['10:00']);
  });

  it('closes both hour slots a booking straddles', () => {
    const slots = daySlots({ ...day, step: 60, busy: [{ start: 630, end: 690 }] });
    expect(unavailable(slots)).toEqual(['10:00', '11:00']);
  });

  it('closes the slots of today that have started', () => {
    const slots = daySlots({ ...day, today: '2025-06-14', nowTime: '07:00', step: 30, busy: [] });
    expect(unavailable(slots)).toEqual(['06:00', '06:30', '07:00']);
  });

  it('closes every slot of a day gone by', () => {
    const slots = daySlots({ ...day, today: '2025-06-15', nowTime: '00:00', step: 60, busy: [] });
    expect(slots.some((slot) => slot.available)).toBe(false);
  });

  const busyInterval = fc
    .tuple(fc.integer({ min: 0, max: 1430 }), fc.integer({ min: 1, max: 120 }))
    .map(([start, length]) => ({ start, end: start + length }));

  it('never opens a slot when another booking is added', () => {
    fc.assert(
      fc.property(
        fc.array(busyInterval, { maxLength: 6 }),
        busyInterval,
        step,
        (busy, extra, s) => {
          const before = daySlots({ ...day, step: s, busy });
          const after = daySlots({ ...day, step: s, busy: [...busy, extra] });
          after.forEach((slot, i) => {
            if (slot.available) expect(before[i]?.available).toBe(true);
          });
        },
      ),
    );
  });

  it('offers a slot exactly when no booking shares a minute with it', () => {
    fc.assert(
      fc.property(fc.array(busyInterval, { maxLength: 6 }), step, (busy, s) => {
        const taken = new Set<number>();
        for (const b of busy) for (let m = b.start; m < b.end; m++) taken.add(m);
        for (const slot of daySlots({ ...day, step: s, busy })) {
          const start = minutesOf(slot.time);
          const minutes = Array.from({ length: s }, (_, i) => start + i);
          expect(slot.available).toBe(!minutes.some((m) => taken.has(m)));
        }
      }),
    );
  });
});
